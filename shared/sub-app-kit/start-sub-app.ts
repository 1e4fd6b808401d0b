import type { SubAppModule } from '../contract/sub-app-context';
import type { SubAppIdentity } from './sub-app-identity';
import { startInsideWujie } from './wujie-host';

/**
 * A sub-app's entry, and the only place that knows where it runs: inside the shell's wujie
 * sandbox (the shell's bus and props) or alone at /apps/<id>/ (local bus, own login).
 */
export function startSubApp(app: SubAppModule, identity: SubAppIdentity): void {
  if (startInsideWujie(app)) return;
  const container = document.getElementById('root');
  if (!container) throw new Error('页面缺少 #root 容器');
  // standalone only (its login, dialogs, local bus): a chunk of its own, so the app inside the
  // shell does not carry it in its initial JS (issue 12)
  import('./standalone-host')
    .then(({ startStandalone }) => startStandalone(app, container, identity))
    .catch((error: unknown) => {
      console.error('[子应用] 无法加载独立运行模块', error);
      container.textContent = '页面文件未能加载，请检查网络后刷新页面。';
    });
}

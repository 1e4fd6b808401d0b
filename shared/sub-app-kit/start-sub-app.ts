import type { SubAppModule } from '../contract/sub-app-context';
import { startStandalone } from './standalone-host';
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
  startStandalone(app, container, identity);
}

import { connectToShell } from '../contract/wujie-sub-app-bridge';
import type { SubAppModule } from '../contract/sub-app-context';

declare global {
  interface Window {
    /** wujie calls these; in alive mode only `__WUJIE_MOUNT`, once, after the app's scripts ran */
    __WUJIE_MOUNT?: () => void;
    __WUJIE_UNMOUNT?: () => void;
    /** the sub-app's origin as wujie sees it (the path is dropped) */
    __WUJIE_PUBLIC_PATH__?: string;
  }
}

// the bundler's runtime variable for where chunks load from (assetPrefix)
declare let __webpack_public_path__: string;

/**
 * Lazy chunks load from `__webpack_public_path__`. The build sets it to `/apps/car/`, which the
 * sandbox would resolve against the shell's origin; resolve it against the console's own origin
 * instead (wujie-notes.md: the common `= __WUJIE_PUBLIC_PATH__` snippet drops `/apps/car/`).
 */
function resolvePublicPath(): void {
  const origin = window.__WUJIE_PUBLIC_PATH__;
  if (!origin) return;
  __webpack_public_path__ = new URL(__webpack_public_path__ || '/', origin).href;
}

/** wujie renders the template into its shadow root and routes the sandbox's document queries there. */
function findContainer(): HTMLElement {
  const existing = document.getElementById('root');
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = 'root';
  document.body.appendChild(created);
  return created;
}

/**
 * The wujie adapter: the shell's bus and props become the console's context. Returns false when
 * the page is not inside a usable wujie sandbox, so the caller starts the standalone adapter.
 *
 * The console does not mount itself here: wujie calls `__WUJIE_MOUNT` right after the scripts
 * (our entry is a classic deferred script, so the hooks exist by then). In alive mode that is the
 * only call and switching sub-apps just re-attaches the DOM; in singleton mode wujie calls
 * `__WUJIE_UNMOUNT` and `__WUJIE_MOUNT` again, which `mount` supports.
 */
export function startInsideWujie(app: SubAppModule): boolean {
  if (!connectToShell()) return false;
  resolvePublicPath();
  window.__WUJIE_MOUNT = () => {
    const shell = connectToShell();
    if (!shell) {
      console.error('[子应用] 无法连接主应用，子应用未挂载');
      return;
    }
    app.mount({ host: 'wujie', container: findContainer(), props: shell.props, bus: shell.bus });
  };
  window.__WUJIE_UNMOUNT = () => app.unmount();
  return true;
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/global.css';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { createShellRouter } from './app/create-shell-router';
import { showShellSessionExpired } from './app/error-feedback';
import { decideNavigation } from './app/navigation-guard';
import { readNavigationState } from './app/navigation-state';
import { bindNavigationProgress } from './app/progress';
import { ShellProviders } from './app/shell-app';
import { createShellHttp } from './app/shell-http';
import { RootStore } from './stores/root-store';
import { wireStoreReactions } from './stores/store-reactions';
import { createShellEmitter } from './sub-apps/shell-bus-emitter';
import { SubAppConfigRegistry } from './sub-apps/sub-app-config';
import { wujieBus } from './sub-apps/wujie-runtime';
import { bindInstantSwitch, instantTarget } from './sub-apps/instant-switch';

const storage = createTypedStorage();
// the client exists before the stores; a 4010 reaches the session path through this late reference
const session: { expired: () => void } = { expired: () => {} };
const http = createShellHttp(storage, () => session.expired());
const root = new RootStore({ http, storage, bus: createShellEmitter(wujieBus) });
session.expired = () => showShellSessionExpired(root);
wireStoreReactions(root);

const registry = new SubAppConfigRegistry({
  dev: import.meta.env.DEV,
  origin: window.location.origin,
  baseUrl: '',
  navigate: () => {},
  reportSessionExpired: () => showShellSessionExpired(root),
});
const router = createShellRouter(root, wujieBus);
registry.bindNavigate((path) => void router.navigate(path));
// before the progress bar's listener: a switch to an alive app is shown within the click
const proceedsAtOnce = (target: string) => decideNavigation(target, readNavigationState(root, { resources: 'unloaded', systems: 'unloaded' })).kind === 'proceed';
bindInstantSwitch(router, root.systems, registry.stage, proceedsAtOnce);
bindNavigationProgress(router, (state) => instantTarget(state, root.systems, registry.stage, proceedsAtOnce) !== null);

const container = document.getElementById('root');
if (!container) throw new Error('页面缺少 #root 容器');

createRoot(container).render(
  <StrictMode>
    <ShellProviders root={root} registry={registry}>
      <RouterProvider router={router} />
    </ShellProviders>
  </StrictMode>,
);

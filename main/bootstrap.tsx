import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/global.css';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { createShellRouter } from './app/create-shell-router';
import { bindNavigationProgress } from './app/progress';
import { ShellProviders } from './app/shell-app';
import { createShellHttp } from './app/shell-http';
import { RootStore } from './stores/root-store';
import { wireStoreReactions } from './stores/store-reactions';
import { createShellEmitter } from './sub-apps/shell-bus-emitter';
import { SubAppConfigRegistry } from './sub-apps/sub-app-config';
import { wujieBus } from './sub-apps/wujie-runtime';

const storage = createTypedStorage();
// the client exists before the stores; a 4010 reaches the dialog store through this late reference
const dialogs: { show: () => void } = { show: () => {} };
const http = createShellHttp(storage, () => dialogs.show());
const root = new RootStore({ http, storage, bus: createShellEmitter(wujieBus) });
dialogs.show = () => root.dialogs.showSessionExpired();
wireStoreReactions(root);

const registry = new SubAppConfigRegistry({
  dev: import.meta.env.DEV,
  origin: window.location.origin,
  baseUrl: '',
  navigate: () => {},
});
const router = createShellRouter(root, wujieBus);
registry.bindNavigate((path) => void router.navigate(path));
bindNavigationProgress(router);

const container = document.getElementById('root');
if (!container) throw new Error('页面缺少 #root 容器');

createRoot(container).render(
  <StrictMode>
    <ShellProviders root={root} registry={registry}>
      <RouterProvider router={router} />
    </ShellProviders>
  </StrictMode>,
);

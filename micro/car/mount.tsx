import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { SubAppContext, SubAppModule } from '@shared/contract/sub-app-context';
import { createStoredSession } from '@shared/storage/session-storage';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { AppProviders } from './app/app-providers';
import { CarRootStore } from './app/car-root-store';
import { createCarRouter } from './app/car-router';
import { CAR_SYSTEM_ID } from './app/car-system';
import { createCarHttpClient } from './app/create-car-http-client';

interface MountedConsole {
  root: Root;
  dispose: () => void;
}

let mounted: MountedConsole | null = null;

/**
 * The console's one render path. Both hosts (wujie, standalone) call it with a context they
 * built; nothing below asks which host it got, except that only standalone has its own /login.
 */
export function mount(ctx: SubAppContext): void {
  if (mounted) unmount();

  const storage = createTypedStorage();
  const session = createStoredSession(storage);
  // every 4010 goes to the host's session path (props.reportSessionExpired): one dialog, the host's
  const http = createCarHttpClient({ props: ctx.props, storage, session });
  const stores = new CarRootStore({ http, storage, session });
  const router = createCarRouter({ withLogin: ctx.host === 'standalone' });

  const disconnectStores = stores.connectBus(ctx.bus);
  const stopNavigation = ctx.bus.on('shell:navigate', (payload) => {
    if (payload?.systemId !== CAR_SYSTEM_ID || typeof payload.path !== 'string' || !payload.path.startsWith('/')) return;
    const { pathname, search } = router.state.location;
    if (`${pathname}${search}` === payload.path) return;
    // replace: in alive mode the shell keeps its own history entry for this navigation
    void router.navigate(payload.path, { replace: true });
  });

  const root = createRoot(ctx.container);
  root.render(
    <StrictMode>
      <AppProviders value={{ stores, bus: ctx.bus, props: ctx.props }}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

  mounted = {
    root,
    dispose: () => {
      stopNavigation();
      disconnectStores();
      root.unmount();
      router.dispose();
      stores.dispose();
    },
  };
}

/** Removes everything `mount` added: React tree, router listeners, bus listeners, requests in flight. */
export function unmount(): void {
  const current = mounted;
  mounted = null;
  current?.dispose();
}

export const carSubApp: SubAppModule = { mount, unmount };

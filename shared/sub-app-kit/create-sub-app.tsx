import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { SubAppBus, SubAppContext, SubAppModule } from '../contract/sub-app-context';
import type { SubAppProps } from '../contract/sub-app-props';
import type { HttpClient } from '../http/http-client';
import { createStoredSession, type StoredSession } from '../storage/session-storage';
import { createTypedStorage, type TypedStorage } from '../storage/typed-storage';
import { innerPathOf, syncShellAddress } from './address-sync';
import { createSubAppHttpClient } from './create-sub-app-http-client';

type Router = ReturnType<typeof createBrowserRouter>;

/** The store graph of a sub-app, as the kit drives it. */
export interface SubAppStores {
  /**
   * Wires the shell's events into the stores; the returned function removes every listener.
   * `shown`: whether the host shows the app now (a preloaded app is not shown until its first
   * `shell:visibility`): what only runs while someone looks (polling, live data) waits until then.
   */
  connectBus(bus: SubAppBus, options: { shown: boolean }): () => void;
  dispose(): void;
}

export interface SubAppStoreDeps {
  http: HttpClient;
  storage: TypedStorage;
  session: StoredSession;
}

export interface SubAppParts<S> {
  stores: S;
  /** inside the shell a sub-app's own links go through the shell's router (its address is the shared one) */
  host: SubAppContext['host'];
  bus: SubAppBus;
  props: SubAppProps;
  /** the app's router, already rendered: the app wraps it in its providers */
  screens: ReactNode;
}

export interface SubAppDefinition<S extends SubAppStores> {
  systemId: string;
  createStores(deps: SubAppStoreDeps): S;
  /** `withLogin`: standalone only; inside the shell, login is the shell's page */
  createRouter(options: { withLogin: boolean }): Router;
  /** the app's providers around its screens (they include the kit's SubAppProviders) */
  render(parts: SubAppParts<S>): ReactNode;
  /**
   * The shell opening the app at its root (`/`: its header link carries no inner path) leaves the
   * app where it was, so switching back to an alive app shows what it showed. For apps with
   * several screens; an app whose root is its only screen needs nothing.
   */
  resumeOnRoot?: boolean;
}

/**
 * The app's router, on the screen the shell shows (`props.shownPath`) when the app mounts while
 * shown: a full load of `/car/playback?…` renders the playback page first, not the console's home
 * and then a navigation away from it. The sandbox's address is moved before the router reads it.
 */
function routerAtShownPath<S extends SubAppStores>(definition: SubAppDefinition<S>, ctx: SubAppContext): Router {
  const withLogin = ctx.host === 'standalone';
  const router = definition.createRouter({ withLogin });
  const shownPath = ctx.host === 'wujie' ? ctx.props.shownPath?.() : null;
  if (!shownPath?.startsWith('/') || shownPath === innerPathOf(router)) return router;
  const base = (router.basename ?? '').replace(/\/+$/, '');
  router.dispose();
  window.history.replaceState(window.history.state, '', `${base}${shownPath}`);
  return definition.createRouter({ withLogin });
}

/**
 * A sub-app's one render path. Both hosts (wujie, standalone) call `mount` with a context they
 * built; nothing below asks which host it got, except that only standalone has its own /login.
 * The app's address and the shell's stay the same (address-sync.ts); `unmount` removes everything
 * `mount` added: React tree, router listeners, bus listeners, requests in flight.
 */
export function createSubApp<S extends SubAppStores>(definition: SubAppDefinition<S>): SubAppModule {
  let mounted: { dispose: () => void } | null = null;

  const unmount = () => {
    const current = mounted;
    mounted = null;
    current?.dispose();
  };

  const mount = (ctx: SubAppContext) => {
    if (mounted) unmount();

    const storage = createTypedStorage();
    const session = createStoredSession(storage);
    // every 4010 goes to the host's session path (props.reportSessionExpired): one dialog, the host's
    const http = createSubAppHttpClient({ props: ctx.props, storage, session });
    const stores = definition.createStores({ http, storage, session });
    const router = routerAtShownPath(definition, ctx);

    const disconnectStores = stores.connectBus(ctx.bus, { shown: ctx.props.isShown?.() ?? true });
    const stopNavigation = syncShellAddress({
      router,
      bus: ctx.bus,
      systemId: definition.systemId,
      routeBase: ctx.props.routeBase,
      resumeOnRoot: definition.resumeOnRoot === true,
      publish: ctx.host === 'wujie',
    });

    const root: Root = createRoot(ctx.container);
    root.render(
      <StrictMode>{definition.render({ stores, host: ctx.host, bus: ctx.bus, props: ctx.props, screens: <RouterProvider router={router} /> })}</StrictMode>,
    );

    mounted = {
      dispose: () => {
        stopNavigation();
        disconnectStores();
        root.unmount();
        router.dispose();
        stores.dispose();
      },
    };
  };

  return { mount, unmount };
}

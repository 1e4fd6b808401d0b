import { createLocalBus } from '../contract/local-bus';
import type { SubAppModule } from '../contract/sub-app-context';
import { CONTRACT_VERSION, type SubAppProps } from '../contract/sub-app-props';
import { createStoredSession } from '../storage/session-storage';
import { createTypedStorage } from '../storage/typed-storage';
import { createSubAppHttpClient } from './create-sub-app-http-client';
import { SessionExpiryStore } from './session-expiry-store';
import { mountStandaloneDialogs } from './standalone-dialogs';
import { answerStandaloneResources } from './standalone-resources';
import type { SubAppIdentity } from './sub-app-identity';
import { ThemeStore } from './theme-store';

/**
 * The standalone adapter plays the shell's part: a local bus, props whose `navigateShell` moves
 * the sub-app's own router (through the same `shell:navigate` event the shell would send) and
 * whose `reportSessionExpired` opens the sub-app's own 会话已过期 dialog, the vehicle dialog for
 * `showVehInfo`, and visibility from the browser tab.
 */
export function startStandalone(app: SubAppModule, container: HTMLElement, identity: SubAppIdentity): () => void {
  const { systemId } = identity;
  const bus = createLocalBus();
  const expiry = new SessionExpiryStore();
  const props: SubAppProps = {
    contractVersion: CONTRACT_VERSION,
    platformId: identity.platformId,
    baseUrl: '',
    routeBase: identity.routeBase,
    navigateShell: (path) => bus.emit('shell:navigate', { systemId, path }),
    reportSessionExpired: expiry.report,
  };

  const storage = createTypedStorage();
  const session = createStoredSession(storage);
  const http = createSubAppHttpClient({ props, storage, session });
  const unmountDialogs = mountStandaloneDialogs({
    bus,
    http,
    expiry,
    navigate: props.navigateShell,
    colorPrimary: new ThemeStore(storage).colorPrimary,
    app: identity,
  });

  const stopResources = answerStandaloneResources(bus, http, session);

  const onVisibility = () => bus.emit('shell:visibility', { systemId, visible: document.visibilityState !== 'hidden' });
  document.addEventListener('visibilitychange', onVisibility);

  app.mount({ host: 'standalone', container, props, bus });

  return () => {
    app.unmount();
    document.removeEventListener('visibilitychange', onVisibility);
    unmountDialogs();
    stopResources();
  };
}

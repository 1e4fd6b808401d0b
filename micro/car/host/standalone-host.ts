import { createLocalBus } from '@shared/contract/local-bus';
import type { SubAppModule } from '@shared/contract/sub-app-context';
import { CONTRACT_VERSION, type SubAppProps } from '@shared/contract/sub-app-props';
import { CAR_PLATFORM_ID } from '@shared/constants/platforms';
import { createStoredSession } from '@shared/storage/session-storage';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { CAR_ROUTE_BASENAME, CAR_SYSTEM_ID } from '../app/car-system';
import { createCarHttpClient } from '../app/create-car-http-client';
import { ThemeStore } from '../app/theme-store';
import { SessionExpiryStore } from './session-expiry-store';
import { mountStandaloneDialogs } from './standalone-dialogs';
import { answerStandaloneResources } from './standalone-resources';

/**
 * The standalone adapter plays the shell's part: a local bus, props whose `navigateShell` moves
 * the console's own router (through the same `shell:navigate` event the shell would send) and
 * whose `reportSessionExpired` opens the console's own 会话已过期 dialog, the vehicle dialog for
 * `showVehInfo`, and visibility from the browser tab.
 */
export function startStandalone(app: SubAppModule, container: HTMLElement): () => void {
  const bus = createLocalBus();
  const expiry = new SessionExpiryStore();
  const props: SubAppProps = {
    contractVersion: CONTRACT_VERSION,
    platformId: CAR_PLATFORM_ID,
    baseUrl: '',
    routeBase: CAR_ROUTE_BASENAME,
    navigateShell: (path) => bus.emit('shell:navigate', { systemId: CAR_SYSTEM_ID, path }),
    reportSessionExpired: expiry.report,
  };

  const storage = createTypedStorage();
  const session = createStoredSession(storage);
  const http = createCarHttpClient({ props, storage, session });
  const unmountDialogs = mountStandaloneDialogs({
    bus,
    http,
    expiry,
    navigate: props.navigateShell,
    colorPrimary: new ThemeStore(storage).colorPrimary,
  });

  const stopResources = answerStandaloneResources(bus, http, session);

  const onVisibility = () => bus.emit('shell:visibility', { systemId: CAR_SYSTEM_ID, visible: document.visibilityState !== 'hidden' });
  document.addEventListener('visibilitychange', onVisibility);

  app.mount({ host: 'standalone', container, props, bus });

  return () => {
    app.unmount();
    document.removeEventListener('visibilitychange', onVisibility);
    unmountDialogs();
    stopResources();
  };
}

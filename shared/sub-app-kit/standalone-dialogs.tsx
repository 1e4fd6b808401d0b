import { App } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LocalBus } from '../contract/local-bus';
import type { HttpClient } from '../http/http-client';
import type { SessionExpiryStore } from './session-expiry-store';
import { StandaloneInstructionsDialog } from './standalone-instructions-dialog';
import { StandaloneSessionDialog } from './standalone-session-dialog';
import { StandaloneVehicleDialog } from './standalone-vehicle-dialog';
import type { SubAppIdentity } from './sub-app-identity';
import { ProductConfigProvider } from '../theme/product-config-provider';

export interface StandaloneDialogOptions {
  bus: LocalBus;
  http: HttpClient;
  expiry: SessionExpiryStore;
  /** the host's navigateShell: moves the console's own router */
  navigate: (path: string) => void;
  colorPrimary: string;
  /** which app this is: a goPage to one of its own paths opens its standalone address */
  app: Pick<SubAppIdentity, 'systemId' | 'routeBase'>;
}

/**
 * The dialogs the shell would show for a hosted console, shown by the standalone host instead:
 * the vehicle info dialog (`showVehInfo`), the instructions dialog (`showInstructions`) and the one
 * 会话已过期 dialog. Their own React root,
 * beside the console's, so the console renders the same tree in either host.
 */
export function mountStandaloneDialogs({ bus, http, expiry, navigate, colorPrimary, app }: StandaloneDialogOptions): () => void {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ProductConfigProvider colorPrimary={colorPrimary}>
        <App>
          <StandaloneVehicleDialog bus={bus} http={http} app={app} />
          <StandaloneInstructionsDialog bus={bus} http={http} />
          <StandaloneSessionDialog expiry={expiry} onLogin={() => navigate('/login')} />
        </App>
      </ProductConfigProvider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}

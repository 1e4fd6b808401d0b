import { App } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, type ReactNode } from 'react';
import { PermissionProvider } from '../permission/permission-context';
import { useShellPermissions } from '../permission/use-shell-permissions';
import { ErrorFeedbackProvider } from '../ui/feedback/error-feedback-provider';
import { PRODUCT_TOAST_CONFIG } from '../ui/feedback/product-toast';
import { KeptStyles } from './kept-styles';
import { SubAppKitProvider, type SubAppKitValue } from './sub-app-kit-context';
import type { ThemeStore } from './theme-store';
import { ProductConfigProvider } from '../theme/product-config-provider';

export interface SubAppProvidersProps {
  kit: SubAppKitValue;
  /** the app's theme store: the tree re-renders when the shell switches themes */
  theme: ThemeStore;
  /** the class of the app's root element (its global.css gives it the full height) */
  className: string;
  /** the app's own providers (its store context, permissions...) go here, around the screens */
  children: ReactNode;
}

/**
 * What every sub-app wraps its screens in: antd in Chinese with the user's theme, and `<App>` so
 * feedback (message, modal) comes from `App.useApp()` (static methods would lose the theme and
 * render outside wujie's shadow root), and the one error path: session expired → the host's
 * session path (`props.reportSessionExpired`: inside the shell the shell's one dialog, standalone
 * the app's own, shown by the standalone host); aborted → nothing; anything else → one toast.
 */
export const SubAppProviders = observer(function SubAppProviders({ kit, theme, className, children }: SubAppProvidersProps) {
  const { props } = kit;
  const onSessionExpired = useCallback(() => props.reportSessionExpired(), [props]);
  // the role's button and menu maps, from the shell (or the standalone host) and on every change (§6)
  const permissions = useShellPermissions(kit.bus);
  return (
    <SubAppKitProvider value={kit}>
      <KeptStyles>
      <ProductConfigProvider colorPrimary={theme.colorPrimary}>
        <App className={className} message={PRODUCT_TOAST_CONFIG}>
          <ErrorFeedbackProvider onSessionExpired={onSessionExpired}>
            <PermissionProvider maps={permissions}>{children}</PermissionProvider>
          </ErrorFeedbackProvider>
        </App>
      </ProductConfigProvider>
      </KeptStyles>
    </SubAppKitProvider>
  );
});

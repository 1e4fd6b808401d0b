import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { PermissionProvider } from '@shared/permission/permission-context';
import { PRODUCT_TOAST_CONFIG } from '@shared/ui/feedback/product-toast';
import type { RootStore } from '../stores/root-store';
import type { SubAppConfigRegistry } from '../sub-apps/sub-app-config';
import { RootStoreContext, SubAppRegistryContext } from '../context/store-context';
import { ShellErrorFeedback } from './error-feedback';
import { ShellFeedbackApp } from './shell-feedback-app';
import { ProductConfigProvider } from '@shared/theme/product-config-provider';

interface ShellProvidersProps {
  root: RootStore;
  registry: SubAppConfigRegistry;
  children: ReactNode;
}

/**
 * zh_CN antd with the user's theme colour; the role's permission maps for every guard (§6); `App`'s context (shell-feedback-app.tsx) gives pages message/modal with that context
 * (one toast at a time, product-spec §4), and the shell's one error path sits inside it.
 */
export const ShellProviders = observer(function ShellProviders({ root, registry, children }: ShellProvidersProps) {
  // the permission store replaces both maps on every new tree: the guards re-render with them
  const { menus, buttons } = root.permission;
  const permissions = useMemo(() => ({ menus, buttons }), [menus, buttons]);
  return (
    <RootStoreContext.Provider value={root}>
      <SubAppRegistryContext.Provider value={registry}>
        <ProductConfigProvider colorPrimary={root.theme.colorPrimary}>
          <ShellFeedbackApp message={PRODUCT_TOAST_CONFIG}>
            <ShellErrorFeedback root={root}>
              <PermissionProvider maps={permissions}>{children}</PermissionProvider>
            </ShellErrorFeedback>
          </ShellFeedbackApp>
        </ProductConfigProvider>
      </SubAppRegistryContext.Provider>
    </RootStoreContext.Provider>
  );
});

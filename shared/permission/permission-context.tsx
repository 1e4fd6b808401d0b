import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PermissionMaps } from './permission-maps';

/**
 * The role's permission maps as every app's components see them (product-spec §6). The shell
 * provides its permission store's maps; a sub-app provides the maps it received from the shell
 * (`getResourceData` and its updates) or, standalone, the ones it loaded itself.
 */
export interface PermissionLookup {
  /** true when the type-3 button permission is in the role's button map */
  hasButton: (code: string) => boolean;
  /** true when the menu id is in the role's menu map */
  hasMenu: (id: string | number) => boolean;
}

/** Until maps arrive nothing guarded is shown: a missing permission removes the element (§6). */
const DENY_ALL: PermissionLookup = { hasButton: () => false, hasMenu: () => false };

const PermissionContext = createContext<PermissionLookup>(DENY_ALL);

export function lookupFromMaps(maps: PermissionMaps | null): PermissionLookup {
  if (!maps) return DENY_ALL;
  return {
    hasButton: (code) => maps.buttons.has(code),
    hasMenu: (id) => maps.menus.has(String(id)),
  };
}

export function PermissionProvider({ maps, children }: { maps: PermissionMaps | null; children: ReactNode }) {
  const lookup = useMemo(() => lookupFromMaps(maps), [maps]);
  return <PermissionContext.Provider value={lookup}>{children}</PermissionContext.Provider>;
}

export function usePermissions(): PermissionLookup {
  return useContext(PermissionContext);
}

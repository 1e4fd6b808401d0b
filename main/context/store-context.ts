import { createContext, useContext } from 'react';
import type { RootStore } from '../stores/root-store';
import type { SubAppConfigRegistry } from '../sub-apps/sub-app-config';

/** Stores reach React through context, never as module singletons (conventions.md). */
export const RootStoreContext = createContext<RootStore | null>(null);

export function useRootStore(): RootStore {
  const root = useContext(RootStoreContext);
  if (!root) throw new Error('RootStoreContext 未提供');
  return root;
}

/** The sub-app options registry, created once with the router. */
export const SubAppRegistryContext = createContext<SubAppConfigRegistry | null>(null);

export function useSubAppRegistry(): SubAppConfigRegistry {
  const registry = useContext(SubAppRegistryContext);
  if (!registry) throw new Error('SubAppRegistryContext 未提供');
  return registry;
}

import { createContext, useContext, type ReactNode } from 'react';
import type { SubAppBus } from '@shared/contract/sub-app-context';
import type { SubAppProps } from '@shared/contract/sub-app-props';
import type { CarRootStore } from '../app/car-root-store';

/** What screens reach through React: the store graph, the bus and the host's props (never module singletons). */
export interface CarContextValue {
  stores: CarRootStore;
  bus: SubAppBus;
  props: SubAppProps;
}

const CarContext = createContext<CarContextValue | null>(null);

export function CarContextProvider({ value, children }: { value: CarContextValue; children: ReactNode }) {
  return <CarContext.Provider value={value}>{children}</CarContext.Provider>;
}

export function useCarContext(): CarContextValue {
  const value = useContext(CarContext);
  if (!value) throw new Error('useCarContext 必须在 CarContextProvider 内使用');
  return value;
}

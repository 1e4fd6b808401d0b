import { createContext, useContext, type ReactNode } from 'react';
import type { SubAppBus } from '../contract/sub-app-context';
import type { SubAppProps } from '../contract/sub-app-props';
import type { HttpClient } from '../http/http-client';
import type { StoredSession } from '../storage/session-storage';

/** What every sub-app has, whatever its features: the kit's own screens (login, session guard) read it. */
export interface SubAppKitValue {
  http: HttpClient;
  session: StoredSession;
  bus: SubAppBus;
  props: SubAppProps;
}

const SubAppKitContext = createContext<SubAppKitValue | null>(null);

export function SubAppKitProvider({ value, children }: { value: SubAppKitValue; children: ReactNode }) {
  return <SubAppKitContext.Provider value={value}>{children}</SubAppKitContext.Provider>;
}

export function useSubAppKit(): SubAppKitValue {
  const value = useContext(SubAppKitContext);
  if (!value) throw new Error('useSubAppKit 必须在 SubAppProviders 内使用');
  return value;
}

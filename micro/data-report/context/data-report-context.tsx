import { createContext, useContext, type ReactNode } from 'react';
import type { SubAppBus } from '@shared/contract/sub-app-context';
import type { SubAppProps } from '@shared/contract/sub-app-props';
import type { DataReportRootStore } from '../app/data-report-root-store';

/** What screens reach through React: the store graph, the bus and the host's props. */
export interface DataReportContextValue {
  stores: DataReportRootStore;
  host: 'wujie' | 'standalone';
  bus: SubAppBus;
  props: SubAppProps;
}

const DataReportContext = createContext<DataReportContextValue | null>(null);

export function DataReportContextProvider({ value, children }: { value: DataReportContextValue; children: ReactNode }) {
  return <DataReportContext.Provider value={value}>{children}</DataReportContext.Provider>;
}

export function useDataReportContext(): DataReportContextValue {
  const value = useContext(DataReportContext);
  if (!value) throw new Error('useDataReportContext 必须在 DataReportContextProvider 内使用');
  return value;
}

import { createSubApp } from '@shared/sub-app-kit/create-sub-app';
import { AppProviders } from './app/app-providers';
import { createDataReportRouter } from './app/data-report-router';
import { DataReportRootStore } from './app/data-report-root-store';
import { DATA_REPORT_SYSTEM_ID } from './app/data-report-system';

/** The data-report app's one render path (the kit's): its stores, its routes, its providers. */
export const dataReportSubApp = createSubApp({
  systemId: DATA_REPORT_SYSTEM_ID,
  createStores: (deps) => new DataReportRootStore(deps),
  createRouter: createDataReportRouter,
  render: ({ stores, host, bus, props, screens }) => <AppProviders value={{ stores, host, bus, props }}>{screens}</AppProviders>,
  // 数据报表 in the header opens `/data-report`: back to the report (and filters) last shown
  resumeOnRoot: true,
});

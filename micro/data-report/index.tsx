import { startSubApp } from '@shared/sub-app-kit/start-sub-app';
import { DATA_REPORT_IDENTITY } from './app/data-report-system';
import { dataReportSubApp } from './mount';

/** The data-report app's entry: inside the shell's wujie sandbox or alone at /apps/data-report/. */
startSubApp(dataReportSubApp, DATA_REPORT_IDENTITY);

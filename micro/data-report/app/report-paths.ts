import { REPORT_PATHS, type ReportKind } from '@shared/contract/page-links';

/**
 * The reports' paths inside the app: the spec's shell paths (`/data-report/dataReport/...`, in
 * page-links.ts) without the shell's `/data-report` segment.
 */
const SHELL_SEGMENT = '/data-report';

export const REPORT_ROUTES: Record<ReportKind, string> = {
  mileage: REPORT_PATHS.mileage.slice(SHELL_SEGMENT.length),
  alarmInfo: REPORT_PATHS.alarmInfo.slice(SHELL_SEGMENT.length),
  carDayOnline: REPORT_PATHS.carDayOnline.slice(SHELL_SEGMENT.length),
};

export const REPORT_TITLES: Record<ReportKind, string> = {
  mileage: '里程报表',
  alarmInfo: '报警明细',
  carDayOnline: '在线明细',
};

import type { SubAppMessages } from './bus-messages';

/**
 * The product's cross-app destinations (product-spec §2), built in one place so the console,
 * the reports, the alarm tip and the assistant link to the same addresses. Each returns the
 * `goPage` payload; the shell turns it into a navigation (a new tab adds `urlType=blank`).
 */

export const PLAYBACK_PATH = '/car/playback';

export const REPORT_PATHS = {
  mileage: '/data-report/dataReport/mileageReport',
  alarmInfo: '/data-report/dataReport/alarmInfo',
  carDayOnline: '/data-report/dataReport/carDayOnline',
} as const;

export type ReportKind = keyof typeof REPORT_PATHS;

export interface PlaybackTarget {
  vehicleId: number | string;
  /** `yyyy-MM-dd HH:mm:ss`, China time, as the track endpoint takes it */
  startTime: string;
  endTime: string;
}

/** Track playback always opens in its own tab (product-spec §2). */
export function playbackPage(target: PlaybackTarget): SubAppMessages['goPage'] {
  return {
    path: PLAYBACK_PATH,
    query: { vehicleId: String(target.vehicleId), startTime: target.startTime, endTime: target.endTime },
    newTab: true,
  };
}

/** A report opened in place; `query` carries the report's filters (vehicle, dates...). */
export function reportPage(kind: ReportKind, query?: Record<string, string>): SubAppMessages['goPage'] {
  return query ? { path: REPORT_PATHS[kind], query } : { path: REPORT_PATHS[kind] };
}

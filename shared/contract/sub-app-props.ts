/**
 * Stable things the shell hands a sub-app through wujie `props` (architecture.md). An alive app
 * keeps the props it started with, so everything here is fixed for the app's life; changing data
 * travels on the bus. Version 2 added `reportSessionExpired`.
 */
export const CONTRACT_VERSION = 2;

export interface SubAppProps {
  contractVersion: number;
  /** the sub-app's own platformId (8 for the vehicle console) */
  platformId: number;
  /** base address for API calls; empty = same origin */
  baseUrl: string;
  /** the shell route the sub-app is mounted under, e.g. `/car` */
  routeBase: string;
  /** navigate the shell (never `window.location` inside the sandbox) */
  navigateShell: (path: string) => void;
  /**
   * A call answered flag 4010: the host opens its one 会话已过期 dialog (inside the shell: the
   * shell's; standalone: the console's own). Idempotent: twenty calls still show one dialog, so
   * a sub-app reports every 4010 and never shows a dialog of its own (architecture.md).
   */
  reportSessionExpired: () => void;
  /**
   * Whether the host shows the app at this moment: false while it is only preloaded. Asked once at
   * mount, so a preloaded app starts its polling and live connections only when first shown; from
   * then on `shell:visibility` says when that changes. Absent (an older host): shown.
   */
  isShown?: () => boolean;
  /**
   * The inner path (with its query: `/playback?vehicleId=1`) the host's address shows for the app
   * while the host shows it; null while it is only preloaded or hidden. Asked once at mount, so a
   * full load of a deep link starts the app on that screen instead of its home first (under load
   * the home's render and live updates kept the later navigation's transition from committing for
   * seconds: e2e playback opened on 车辆监控). Absent (an older host): the app starts at its root.
   */
  shownPath?: () => string | null;
}

/** Runtime check of props received from the host (another realm, maybe another version). */
export function isSubAppProps(value: unknown): value is SubAppProps {
  if (!value || typeof value !== 'object') return false;
  const props = value as Record<string, unknown>;
  return (
    typeof props.contractVersion === 'number' &&
    typeof props.platformId === 'number' &&
    typeof props.baseUrl === 'string' &&
    typeof props.routeBase === 'string' &&
    typeof props.navigateShell === 'function' &&
    typeof props.reportSessionExpired === 'function' &&
    (props.isShown === undefined || typeof props.isShown === 'function') &&
    (props.shownPath === undefined || typeof props.shownPath === 'function')
  );
}

/**
 * Stable things the shell hands a sub-app through wujie `props` (architecture.md). An alive app
 * keeps the props it started with, so everything here is fixed for the app's life; changing data
 * travels on the bus.
 */
export const CONTRACT_VERSION = 1;

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
    typeof props.navigateShell === 'function'
  );
}

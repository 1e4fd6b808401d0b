/**
 * Where the console's screens live (router paths under the basename): the router and the navigation
 * place them, a feature links to another screen through them.
 */

/** The monitoring page's named route, beside the console's home. */
export const MONITOR_PATH = 'monitor';
/** The vehicle list's and the alarm centre's routes. */
export const VEHICLE_LIST_ROUTE = 'vehicles';
export const ALARM_CENTRE_ROUTE = 'alarm';

/** The console's screens as its navigation links them. */
export const CONSOLE_PATHS = { monitor: '/', vehicles: `/${VEHICLE_LIST_ROUTE}`, alarms: `/${ALARM_CENTRE_ROUTE}` } as const;
export const ALARM_CENTRE_PATH = CONSOLE_PATHS.alarms;

import { SECOND_MS } from '../constants/time';

/**
 * How often the console's real-time list and the shell's alarm tip ask for new alarms. An alarm
 * reaches the operator within this time; a shorter one would multiply requests by every open tab.
 */
export const ALARM_POLL_MS = 5 * SECOND_MS;

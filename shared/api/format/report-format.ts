/**
 * How the reports write their figures, shared by the report tables and the exported files so a
 * downloaded sheet reads exactly like the table it came from.
 */

/** a 0..1 rate as the tables show it: '87.5%' */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** online minutes as hours with one decimal (the online report's duration column) */
export function onlineHours(minutes: number): number {
  return Math.round((minutes / 60) * 10) / 10;
}

/** a report day 'YYYY-MM-DD' as a column heading: '01-15' */
export function dayHeading(date: string): string {
  return date.slice(5);
}

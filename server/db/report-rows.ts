import type { MileageRow, OnlineRow } from '@shared/api/dto/report-dto';
import { DAY_MS, MINUTE_MS } from '@shared/constants/time';
import { dayStart } from '@shared/api/time/china-time';
import type { DailyStatRow, ReportVehicle } from './report-repository';

/**
 * Shapes the daily aggregates into report rows: one row per vehicle, one entry per day of the range
 * (0 where a vehicle has no data that day). Pure, so aggregation is tested without a database.
 */

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function byVehicleAndDay(stats: readonly DailyStatRow[]): Map<number, Map<string, DailyStatRow>> {
  const map = new Map<number, Map<string, DailyStatRow>>();
  for (const row of stats) {
    let days = map.get(row.vehicle_id);
    if (!days) map.set(row.vehicle_id, (days = new Map()));
    days.set(row.day, row);
  }
  return map;
}

export function mileageRows(vehicles: readonly ReportVehicle[], dates: readonly string[], stats: readonly DailyStatRow[]): MileageRow[] {
  const index = byVehicleAndDay(stats);
  return vehicles.map((vehicle) => {
    const days = dates.map((date) => ({ date, mileageKm: round((index.get(vehicle.vehicleId)?.get(date)?.mileage_m ?? 0) / 1000, 2) }));
    const totalM = dates.reduce((sum, date) => sum + (index.get(vehicle.vehicleId)?.get(date)?.mileage_m ?? 0), 0);
    return { ...vehicle, totalKm: round(totalM / 1000, 2), days };
  });
}

/** How much of a day has passed at `now`: a whole day in the past, part of today, nothing of the future. */
export function elapsedOfDay(date: string, now: number): number {
  const start = dayStart(date);
  if (start === null) return 0;
  return Math.max(0, Math.min(DAY_MS, now - start));
}

export function onlineRows(vehicles: readonly ReportVehicle[], dates: readonly string[], stats: readonly DailyStatRow[], now: number): OnlineRow[] {
  const index = byVehicleAndDay(stats);
  const elapsed = dates.map((date) => elapsedOfDay(date, now));
  const rangeMs = elapsed.reduce((sum, ms) => sum + ms, 0);
  return vehicles.map((vehicle) => {
    let totalMs = 0;
    let onlineDays = 0;
    const days = dates.map((date, i) => {
      const length = elapsed[i] ?? 0;
      const onlineMs = Math.min(length, index.get(vehicle.vehicleId)?.get(date)?.online_ms ?? 0);
      totalMs += onlineMs;
      if (onlineMs > 0) onlineDays += 1;
      return { date, onlineMinutes: Math.round(onlineMs / MINUTE_MS), onlineRate: length > 0 ? round(onlineMs / length, 4) : 0 };
    });
    return {
      ...vehicle,
      totalOnlineMinutes: Math.round(totalMs / MINUTE_MS),
      onlineDays,
      onlineRate: rangeMs > 0 ? round(totalMs / rangeMs, 4) : 0,
      days,
    };
  });
}

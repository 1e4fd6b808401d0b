import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/connection';
import { DAY_MS } from '@shared/constants/time';
import { chinaDay, dayStart } from '@shared/api/time/china-time';
import { haversineM } from '../tracks/geo';
import { createPrng, type Prng } from './prng';
import { generatePath, place } from './track-path';

/**
 * Track history and the daily aggregates of the reports. Own PRNG seed, so this data does not shift
 * when other domains change what they draw.
 *
 * Full track history is heavy (a driving vehicle reports ~1 500 points a day), so the last
 * TRACK_DAYS days of points are seeded for the first TRACKED_VEHICLES reporting vehicles (by id, a
 * spread over every city, the sub-user's fleets included); the simulator records the rest from now on.
 * Daily mileage and online time cover REPORT_DAYS days for every activated vehicle; for the tracked
 * vehicles the recent days are computed from their points, so report and playback agree.
 */
export const TRACK_SEED = 0x7ac4_2026;
export const TRACK_DAYS = 3;
export const TRACKED_VEHICLES = 80;
export const REPORT_DAYS = 30;

interface VehicleRow {
  id: number;
  state: VehicleState;
  lng: number | null;
  lat: number | null;
  speed: number;
  fix_time: number | null;
  activated_at: number | null;
}

interface DayStats {
  mileageM: number;
  onlineMs: number;
  maxSpeed: number;
}

/** Seeds one vehicle's points; returns its per-day aggregates computed from them. */
type PointRow = [number, number, number, number, number, number, number, number, number];

function seedTrack(prng: Prng, insert: Statement<PointRow>, vehicle: VehicleRow, from: number, now: number): Map<string, DayStats> {
  const lastFix = vehicle.fix_time ?? now;
  const path = generatePath(prng, from, lastFix, vehicle.state === 'online');
  const positions = place(path, vehicle.lng ?? 0, vehicle.lat ?? 0);
  const days = new Map<string, DayStats>();
  path.forEach((point, index) => {
    const position = positions[index] ?? { lng: 0, lat: 0 };
    insert.run(vehicle.id, point.time, position.lng, position.lat, point.speed, point.direction, point.accOn ? 1 : 0, point.backfill ? 1 : 0, point.receivedAt);
    const day = chinaDay(point.time);
    let stats = days.get(day);
    if (!stats) days.set(day, (stats = { mileageM: 0, onlineMs: 0, maxSpeed: 0 }));
    const previous = index > 0 ? positions[index - 1] : undefined;
    const previousTime = index > 0 ? (path[index - 1]?.time ?? point.time) : point.time;
    if (previous) stats.mileageM += haversineM(previous.lng, previous.lat, position.lng, position.lat);
    // the device held its connection the whole time: online time is the time covered by points
    stats.onlineMs += point.time - Math.max(previousTime, dayStart(day) ?? previousTime);
    stats.maxSpeed = Math.max(stats.maxSpeed, point.speed);
  });
  return days;
}

/** A plausible day for a vehicle without seeded points: most vehicles work, some rest. */
function syntheticDay(prng: Prng, vehicle: VehicleRow, day: string, now: number): DayStats | null {
  const start = dayStart(day) ?? 0;
  const activated = vehicle.activated_at ?? Infinity;
  const lastReport = vehicle.fix_time ?? now;
  if (activated >= start + DAY_MS || lastReport < start) return null;
  const from = Math.max(start, activated);
  const until = Math.min(start + DAY_MS, lastReport, now);
  const covered = Math.max(0, until - from);
  const onlineMs = Math.round(covered * (prng.chance(0.85) ? prng.float(0.92, 1) : prng.float(0.3, 0.9)));
  const drives = vehicle.state !== 'onlineNoFix' && prng.chance(0.8);
  const mileageM = drives ? Math.round(prng.float(5, 280) * (covered / DAY_MS) * 1000) : 0;
  return { mileageM, onlineMs, maxSpeed: drives ? Math.round(prng.float(45, 110)) : 0 };
}

export function seedTracks(db: Db, now: number): void {
  const prng = createPrng(TRACK_SEED);
  const vehicles = db
    .prepare<[], VehicleRow>(
      `SELECT v.id, s.state, s.lng, s.lat, s.speed, s.fix_time, v.activated_at
       FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id ORDER BY v.id`,
    )
    .all();
  const insertPoint = db.prepare<PointRow>(`INSERT OR IGNORE INTO track_points
    (vehicle_id, fix_time, lng, lat, speed, direction, acc_on, backfill, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertDay = db.prepare<[number, string, number, number, number]>(
    'INSERT INTO vehicle_daily_stats (vehicle_id, day, mileage_m, online_ms, max_speed) VALUES (?, ?, ?, ?, ?)',
  );
  const days = Array.from({ length: REPORT_DAYS }, (_, i) => chinaDay(now - (REPORT_DAYS - 1 - i) * DAY_MS));
  // whole China days, so the tracked days' aggregates come entirely from points
  const trackFrom = dayStart(chinaDay(now - TRACK_DAYS * DAY_MS)) ?? now;
  let tracked = 0;
  for (const vehicle of vehicles) {
    const reporting = (vehicle.state === 'online' || vehicle.state === 'stationary') && vehicle.lng !== null && vehicle.lat !== null;
    const fromPoints = reporting && tracked < TRACKED_VEHICLES ? seedTrack(prng, insertPoint, vehicle, trackFrom, now) : null;
    if (fromPoints) tracked += 1;
    for (const day of days) {
      const fromTrack = fromPoints !== null && day >= chinaDay(trackFrom);
      const stats = fromTrack ? (fromPoints.get(day) ?? null) : syntheticDay(prng, vehicle, day, now);
      if (stats) insertDay.run(vehicle.id, day, Math.round(stats.mileageM), stats.onlineMs, stats.maxSpeed);
    }
  }
}

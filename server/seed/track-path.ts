import type { Prng } from './prng';
import { wholeDegrees } from '../tracks/geo';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@shared/constants/time';

/**
 * A vehicle's recent days as a device would have reported them: parked overnight and between jobs
 * (a heartbeat position every 10 minutes), trips with a fix every 30–60 s, traffic-light halts, and
 * now and then a blind zone whose points arrive late (补报). Generated in metres around an origin and
 * then placed so that the last point is the vehicle's current position.
 */

export const PARKED_INTERVAL_MS = 10 * MINUTE_MS;
/** Trips turn back towards the origin beyond this distance, so a fleet stays around its city. */
const WANDER_M = 20_000;

export interface SeedPoint {
  time: number;
  /** metres east / north of the origin until `place` turns them into degrees */
  x: number;
  y: number;
  speed: number;
  direction: number;
  accOn: boolean;
  backfill: boolean;
  receivedAt: number;
}

interface Walker {
  x: number;
  y: number;
  heading: number;
  speed: number;
}

/** China time of day in hours, for night-time parking. */
function hourOfDay(ms: number): number {
  return ((ms + 8 * HOUR_MS) % DAY_MS) / HOUR_MS;
}

function parkingMs(prng: Prng, at: number): number {
  const hour = hourOfDay(at);
  if (hour >= 20 || hour < 6) return prng.int(7 * 60, 10 * 60) * MINUTE_MS;
  return prng.int(15, 150) * MINUTE_MS;
}

function park(points: SeedPoint[], walker: Walker, from: number, until: number): void {
  for (let time = from; time < until; time += PARKED_INTERVAL_MS) {
    points.push({ time, x: walker.x, y: walker.y, speed: 0, direction: wholeDegrees(walker.heading), accOn: false, backfill: false, receivedAt: time + 2000 });
  }
}

function drive(prng: Prng, points: SeedPoint[], walker: Walker, from: number, until: number): void {
  const blindZone = prng.chance(0.2) ? { start: prng.int(from, until), length: prng.int(3, 8) * MINUTE_MS } : null;
  const uploadAt = blindZone ? blindZone.start + blindZone.length + prng.int(1, 5) * MINUTE_MS : 0;
  walker.speed = prng.float(20, 50);
  let time = from;
  while (time < until) {
    // the last step lands exactly on `until`: a trip that ends now ends at the live position's time
    const stepMs = Math.min(prng.int(30, 60) * SECOND_MS, until - time);
    const halted = prng.chance(0.06);
    walker.speed = halted ? 0 : Math.min(110, Math.max(8, walker.speed + prng.float(-12, 12)));
    const away = Math.hypot(walker.x, walker.y) > WANDER_M;
    walker.heading = away ? ((Math.atan2(-walker.x, -walker.y) * 180) / Math.PI + 360) % 360 : (walker.heading + prng.float(-30, 30) + 360) % 360;
    const metres = (walker.speed / 3.6) * (stepMs / SECOND_MS);
    walker.x += metres * Math.sin((walker.heading * Math.PI) / 180);
    walker.y += metres * Math.cos((walker.heading * Math.PI) / 180);
    time += stepMs;
    const late = blindZone !== null && time >= blindZone.start && time < blindZone.start + blindZone.length;
    points.push({
      time,
      x: walker.x,
      y: walker.y,
      speed: Math.round(walker.speed * 10) / 10,
      direction: wholeDegrees(walker.heading),
      accOn: true,
      backfill: late,
      receivedAt: late ? uploadAt : time + prng.int(1, 3) * SECOND_MS,
    });
  }
}

/**
 * Points from `from` to `lastFix`. A vehicle that is driving now ends with a trip, a parked one with
 * a stop, so the history joins the live position without a jump.
 */
export function generatePath(prng: Prng, from: number, lastFix: number, drivingNow: boolean): SeedPoint[] {
  const points: SeedPoint[] = [];
  const walker: Walker = { x: 0, y: 0, heading: prng.float(0, 360), speed: 0 };
  const tail = drivingNow ? prng.int(10, 40) * MINUTE_MS : prng.int(20, 90) * MINUTE_MS;
  const scheduleEnd = lastFix - tail;
  let time = from;
  let parked = prng.chance(0.6);
  while (time < scheduleEnd) {
    const length = parked ? parkingMs(prng, time) : prng.int(10, 90) * MINUTE_MS;
    const until = Math.min(scheduleEnd, time + length);
    if (parked) park(points, walker, time, until);
    else drive(prng, points, walker, time, until);
    time = until;
    parked = !parked;
  }
  if (drivingNow) drive(prng, points, walker, time, lastFix);
  else park(points, walker, time, lastFix + 1);
  return points;
}

/** Turns metre offsets into WGS-84 so that the last point lands on (lng, lat). */
export function place(points: readonly SeedPoint[], lng: number, lat: number): { lng: number; lat: number }[] {
  const last = points[points.length - 1];
  const dx = last?.x ?? 0;
  const dy = last?.y ?? 0;
  const metresPerDegreeLng = 111_320 * Math.cos((lat * Math.PI) / 180);
  return points.map((point) => ({
    lng: Math.round((lng + (point.x - dx) / metresPerDegreeLng) * 1e6) / 1e6,
    lat: Math.round((lat + (point.y - dy) / 111_320) * 1e6) / 1e6,
  }));
}

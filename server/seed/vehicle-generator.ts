import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { City } from './cities';
import { driverName, imei, mobileNumber, randomPlate, simNumber } from './identifiers';
import type { Prng } from './prng';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '@shared/constants/time';

/** Device models with their IMEI type allocation codes; "有线" are wired to the vehicle's battery. */
const MODELS = [
  { name: 'GT06N 有线', tac: '35871207', weight: 4 },
  { name: 'GT800 4G', tac: '86252104', weight: 3 },
  { name: 'VL802 4G北斗', tac: '86728305', weight: 3 },
  { name: 'JT808-T3 有线', tac: '86941003', weight: 2 },
  { name: 'AT4 无线', tac: '35960908', weight: 1 },
] as const;

/** The demo fleet's state mix: most vehicles report, a realistic tail does not. */
const STATE_MIX: readonly { state: VehicleState; weight: number }[] = [
  { state: 'online', weight: 45 },
  { state: 'stationary', weight: 15 },
  { state: 'offline', weight: 22 },
  { state: 'onlineNoFix', weight: 5 },
  { state: 'inactive', weight: 5 },
  { state: 'expired', weight: 8 },
];

export interface GeneratedVehicle {
  plate: string;
  deviceNo: string;
  simNo: string;
  model: string;
  driverName: string | null;
  driverPhone: string | null;
  activatedAt: number | null;
  platformExpireDate: string | null;
  simExpireDate: string | null;
  createdAt: number;
  status: {
    state: VehicleState;
    lng: number | null;
    lat: number | null;
    speed: number;
    direction: number;
    accOn: boolean;
    voltage: number | null;
    gsmSignal: number | null;
    satellites: number | null;
    fixTime: number | null;
  };
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A point within about 25 km of the city centre, denser towards the middle, rounded to ~1 m. */
function nearCity(prng: Prng, city: City): { lng: number; lat: number } {
  const distanceM = 25_000 * Math.sqrt(prng.next()) * prng.next();
  const angle = prng.float(0, 2 * Math.PI);
  const lat = city.lat + (distanceM * Math.cos(angle)) / 111_320;
  const lng = city.lng + (distanceM * Math.sin(angle)) / (111_320 * Math.cos((city.lat * Math.PI) / 180));
  return { lng: Math.round(lng * 1e6) / 1e6, lat: Math.round(lat * 1e6) / 1e6 };
}

/** 12 V cars, 24 V trucks, and a few batteries running low. */
function voltage(prng: Prng): number {
  if (prng.chance(0.03)) return Math.round(prng.float(10.8, 11.4) * 10) / 10;
  const base = prng.chance(0.2) ? prng.float(24, 28) : prng.float(12.2, 14.2);
  return Math.round(base * 10) / 10;
}

/** Platform service runs in whole years from activation; a live vehicle's current term is still running. */
function platformExpiry(prng: Prng, activatedAt: number, now: number, expired: boolean): string {
  if (expired) return isoDate(now - prng.int(1, 180) * DAY_MS);
  let expiry = activatedAt + prng.int(1, 3) * 365 * DAY_MS;
  while (expiry <= now) expiry += 365 * DAY_MS;
  return isoDate(expiry);
}

function lastFix(prng: Prng, state: VehicleState, now: number): number | null {
  switch (state) {
    case 'online':
      return now - prng.int(0, 120) * SECOND_MS;
    case 'stationary':
      return now - prng.int(0, 5) * MINUTE_MS;
    case 'onlineNoFix':
      return now - prng.int(60, 3 * 24 * 60) * MINUTE_MS;
    case 'offline':
      return now - prng.int(60, 30 * 24 * 60) * MINUTE_MS;
    case 'expired':
      return now - prng.int(1, 90) * DAY_MS;
    case 'inactive':
      return null;
  }
}

/** One vehicle of a city fleet; `serial` (0-based, unique) keeps device and SIM numbers unique. */
export function generateVehicle(prng: Prng, city: City, serial: number, now: number): GeneratedVehicle {
  const model = prng.weighted(MODELS, (item) => item.weight);
  const state = prng.weighted(STATE_MIX, (item) => item.weight).state;
  const createdAt = now - prng.int(30, 1200) * DAY_MS;
  const activatedAt = state === 'inactive' ? null : createdAt + prng.int(0, 20) * DAY_MS;
  const hasDriver = prng.chance(0.6);
  const position = state === 'inactive' ? null : nearCity(prng, city);
  const moving = state === 'online';
  const reporting = state !== 'inactive';
  const simExpiry = createdAt + 2 * 365 * DAY_MS + prng.int(-60, 400) * DAY_MS;
  return {
    plate: randomPlate(prng, city.plate),
    deviceNo: imei(model.tac, serial),
    simNo: simNumber(serial),
    model: model.name,
    driverName: hasDriver ? driverName(prng) : null,
    driverPhone: hasDriver ? mobileNumber(prng) : null,
    activatedAt,
    platformExpireDate: activatedAt === null ? null : platformExpiry(prng, activatedAt, now, state === 'expired'),
    simExpireDate: isoDate(simExpiry),
    createdAt,
    status: {
      state,
      lng: position?.lng ?? null,
      lat: position?.lat ?? null,
      speed: moving ? Math.round(prng.float(5, 95) * 10) / 10 : 0,
      direction: prng.int(0, 359),
      accOn: moving ? prng.chance(0.95) : state === 'stationary' ? prng.chance(0.2) : false,
      voltage: reporting ? voltage(prng) : null,
      gsmSignal: reporting ? prng.int(state === 'online' ? 14 : 5, 31) : null,
      satellites: !reporting ? null : state === 'onlineNoFix' ? prng.int(0, 3) : prng.int(5, 18),
      fixTime: lastFix(prng, state, now),
    },
  };
}

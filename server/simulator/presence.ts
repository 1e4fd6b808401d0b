import { HOUR_MS, MINUTE_MS } from '@shared/constants/time';
import type { Db } from '../db/connection';
import { createVehicleStatusRepository } from '../db/vehicle-status-repository';
import type { Prng } from '../seed/prng';

/**
 * Vehicles going offline and coming back, so the fleet changes over time the way a real one does
 * (tunnels, parked trucks with the power cut, a driver switching the device back on) and queued
 * commands meet vehicles that come online.
 *
 * Rates are per vehicle per hour: with the defaults an offline vehicle comes back after about eight
 * hours on average and a reporting one drops offline about once a day, which keeps the share of
 * offline vehicles near the seed's (about a quarter of the connected fleet).
 *
 * Work per tick is a handful of primary-key probes, not a scan: each probe draws a vehicle id
 * uniformly from the fleet's id range and acts only if that vehicle is in the state the probe is
 * for, so every vehicle in that state has the same chance per probe.
 */
export interface PresenceRates {
  /** share of offline vehicles that come back online per hour */
  onlinePerHour: number;
  /** share of reporting (online, stationary) vehicles that drop offline per hour */
  offlinePerHour: number;
}

export const DEFAULT_PRESENCE_RATES: PresenceRates = { onlinePerHour: 0.12, offlinePerHour: 0.04 };
/** Probes per tick are capped, so a long pause (a sleeping laptop) does not turn into one huge tick. */
const MAX_PROBES = 2000;
/** Elapsed time a tick accounts for at most, for the same reason. */
const MAX_ELAPSED_MS = MINUTE_MS;

export interface PresenceChange {
  cameOnline: number;
  wentOffline: number;
}

/** How many probes `expected` stands for: the whole part, plus one more with the fraction's chance. */
function probesFor(prng: Prng, expected: number): number {
  const whole = Math.floor(expected);
  return Math.min(MAX_PROBES, whole + (prng.chance(expected - whole) ? 1 : 0));
}

export function createPresence(db: Db, prng: Prng, rates: PresenceRates = DEFAULT_PRESENCE_RATES): (now: number) => PresenceChange {
  const status = createVehicleStatusRepository(db);
  let lastRun: number | null = null;

  return (now) => {
    const elapsed = lastRun === null ? 0 : Math.min(MAX_ELAPSED_MS, Math.max(0, now - lastRun));
    lastRun = now;
    const { low, high } = status.idRange();
    const change: PresenceChange = { cameOnline: 0, wentOffline: 0 };
    if (low === null || high === null || elapsed === 0) return change;
    const fleet = high - low + 1;
    const hours = elapsed / HOUR_MS;
    const onlineProbes = probesFor(prng, fleet * rates.onlinePerHour * hours);
    const offlineProbes = probesFor(prng, fleet * rates.offlinePerHour * hours);
    db.transaction(() => {
      for (let i = 0; i < onlineProbes; i += 1) {
        const row = status.probe(prng.int(low, high));
        if (row?.state !== 'offline') continue;
        change.cameOnline += status.comeOnline(row.vehicle_id, row.lng === null ? 'onlineNoFix' : 'stationary', now);
      }
      for (let i = 0; i < offlineProbes; i += 1) {
        const row = status.probe(prng.int(low, high));
        if (row?.state !== 'online' && row?.state !== 'stationary') continue;
        change.wentOffline += status.goOffline(row.vehicle_id, now);
      }
    })();
    return change;
  };
}

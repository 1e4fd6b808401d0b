import type { FastifyBaseLogger } from 'fastify';
import { ADDRESS_ABROAD, type AddressProvider } from './address-provider';
import { inChinaBox, type LngLat } from '@shared/geo/coordinates';
import { createAmapProvider } from './amap-provider';
import { createOfflineGeocoderWorker } from './geocoder-worker-host';
import { createOfflineGeocoder } from './offline-geocoder';

export interface Geocoder {
  /** one address per WGS-84 point, in order; never throws for a provider's failure */
  addresses(points: readonly LngLat[], log?: FastifyBaseLogger): Promise<string[]>;
  /** builds the offline index now instead of on the first call (start-up warm-up, benchmarks) */
  warmUp(): Promise<void>;
  /** ends the offline lookup's worker thread, if it runs in one (the server's close) */
  close(): Promise<void>;
}

/** The bundled lookup, in this thread (tests, tools) or in a worker thread (the server). */
type OfflineLookup = AddressProvider & { ready(): Promise<void>; close?: () => Promise<void> };

/**
 * Points outside China's box are answered at once; the rest go to the online provider when one is
 * configured, and whatever it cannot answer (failure, time-out, empty address) to the bundled
 * offline lookup, so an address never depends on the network.
 */
export function createGeocoder(options: { online?: AddressProvider | null; offline?: OfflineLookup } = {}): Geocoder {
  const offline: OfflineLookup = options.offline ?? createOfflineGeocoder();
  const online = options.online ?? null;

  const onlineAnswers = async (points: readonly LngLat[], log?: FastifyBaseLogger): Promise<(string | null)[]> => {
    if (!online || points.length === 0) return points.map(() => null);
    try {
      return await online.addresses(points);
    } catch (error) {
      log?.warn({ err: error, provider: online.name }, 'online geocoder failed, using the offline lookup');
      return points.map(() => null);
    }
  };

  return {
    warmUp: () => offline.ready(),
    close: async () => {
      await offline.close?.();
    },
    async addresses(points, log) {
      const inside = points.map((point, index) => ({ point, index })).filter(({ point }) => inChinaBox(point));
      const result = points.map(() => ADDRESS_ABROAD);
      const fromOnline = await onlineAnswers(inside.map(({ point }) => point), log);
      const missing = inside.filter((_, i) => fromOnline[i] === null);
      const fromOffline = await offline.addresses(missing.map(({ point }) => point));
      inside.forEach(({ index }, i) => {
        const answer = fromOnline[i];
        if (answer) result[index] = answer;
      });
      missing.forEach(({ index }, i) => {
        result[index] = fromOffline[i] ?? result[index] ?? ADDRESS_ABROAD;
      });
      return result;
    },
  };
}

/**
 * The server's geocoder: AMap first when `AMAP_KEY` is set, the bundled data always behind it, in a
 * worker thread: its 1–3 s index build and its lookups never hold the API's one thread.
 */
export function createConfiguredGeocoder(config: { amapKey?: string }): Geocoder {
  return createGeocoder({ online: config.amapKey ? createAmapProvider({ key: config.amapKey }) : null, offline: createOfflineGeocoderWorker() });
}

import type { GeoAddress } from '../api/dto/geo-dto';
import type { GeoLookupItem } from '../api/endpoints/geo-endpoints';
import { MSG_GEOCODE_FAILED } from '../constants/messages';
import type { LngLat } from './coordinates';

/** Positions per `getGeo.json` call (product-spec §9). */
export const ADDRESS_BATCH_SIZE = 50;
/** The cache is cleared when it grows past this many addresses (product-spec §9). */
export const ADDRESS_CACHE_MAX = 1000;
/** How long a partial batch waits for more positions before it is sent. */
export const ADDRESS_FLUSH_DELAY_MS = 50;
/** Decimals kept in the cache key: 5 ≈ 1 m, so a parked vehicle's jitter still hits the cache. */
export const ADDRESS_KEY_DECIMALS = 5;

/** The address the server answers when it has none: the spec treats it as a failure. */
const EMPTY_ADDRESS = '[]';

/** One `getGeo.json` call (usually `(items) => getAddresses(http, { lonAndLatToAddressVOS: items })`). */
export type AddressLookup = (items: GeoLookupItem[]) => Promise<GeoAddress[]>;

export interface AddressBatcherOptions {
  lookup: AddressLookup;
  batchSize?: number;
  cacheMax?: number;
  flushDelayMs?: number;
}

export interface AddressBatcher {
  /**
   * The address of a WGS-84 position: from the cache, from a request already under way for the same
   * rounded position, or queued into the next batch. Never rejects: a failure reads 获取位置失败.
   */
  address(position: LngLat): Promise<string>;
  /** the cached address, if any (to render without waiting) */
  cached(position: LngLat): string | undefined;
  /** number of cached addresses (tests, diagnostics) */
  readonly size: number;
  /** sends the queued positions now */
  flush(): void;
  /** drops the queue's timer; queued callers get 获取位置失败 */
  dispose(): void;
}

interface Pending {
  key: string;
  position: LngLat;
  resolve: (address: string) => void;
}

export function addressKey({ lng, lat }: LngLat): string {
  return `${lng.toFixed(ADDRESS_KEY_DECIMALS)},${lat.toFixed(ADDRESS_KEY_DECIMALS)}`;
}

function usable(address: string | undefined): address is string {
  return typeof address === 'string' && address.trim() !== '' && address.trim() !== EMPTY_ADDRESS;
}

/**
 * Reverse geocoding for what is on screen (spec §7, §8, §9; fleet-domain.md "Reverse geocoding"):
 * positions are collected into batches of 50, one call per batch, sent at 50 or after a short
 * delay; addresses are cached by rounded position (the cache is cleared past 1000 entries);
 * the same position asked twice while its batch is under way shares that request. A failed call,
 * an empty list or the address `[]` gives 获取位置失败 for every item of that batch, and such
 * failures are not cached, so the next ask retries.
 */
export function createAddressBatcher({
  lookup,
  batchSize = ADDRESS_BATCH_SIZE,
  cacheMax = ADDRESS_CACHE_MAX,
  flushDelayMs = ADDRESS_FLUSH_DELAY_MS,
}: AddressBatcherOptions): AddressBatcher {
  const cache = new Map<string, string>();
  const inFlight = new Map<string, Promise<string>>();
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function remember(key: string, address: string): void {
    if (cache.size >= cacheMax) cache.clear();
    cache.set(key, address);
  }

  async function send(batch: Pending[]): Promise<void> {
    const items: GeoLookupItem[] = batch.map((pending, index) => ({ lon: pending.position.lng, lat: pending.position.lat, index }));
    let answers: GeoAddress[];
    try {
      answers = await lookup(items);
    } catch {
      answers = []; // a failed call: every item of the batch fails below
    }
    const byIndex = new Map(answers.map((answer) => [String(answer.index), answer.address]));
    // the spec's three failure shapes fail the whole batch; a single missing answer fails its item only
    const failed = answers.length === 0 || answers.some((answer) => answer.address.trim() === EMPTY_ADDRESS);
    batch.forEach((pending, index) => {
      const address = byIndex.get(String(index));
      inFlight.delete(pending.key);
      if (failed || !usable(address)) {
        pending.resolve(MSG_GEOCODE_FAILED);
        return;
      }
      remember(pending.key, address);
      pending.resolve(address);
    });
  }

  function flush(): void {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batchSize);
      void send(batch);
    }
  }

  return {
    address(position) {
      const key = addressKey(position);
      const known = cache.get(key);
      if (known !== undefined) return Promise.resolve(known);
      const shared = inFlight.get(key);
      if (shared) return shared;
      const promise = new Promise<string>((resolve) => {
        queue.push({ key, position, resolve });
      });
      inFlight.set(key, promise);
      if (queue.length >= batchSize) flush();
      else timer ??= setTimeout(flush, flushDelayMs);
      return promise;
    },
    cached(position) {
      return cache.get(addressKey(position));
    },
    get size() {
      return cache.size;
    },
    flush,
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const dropped = queue;
      queue = [];
      dropped.forEach((pending) => {
        inFlight.delete(pending.key);
        pending.resolve(MSG_GEOCODE_FAILED);
      });
    },
  };
}

import { useEffect, useState } from 'react';
import type { AlarmRow } from '@shared/api/dto/alarm-dto';
import { GEO_BATCH_LIMIT } from '@shared/api/dto/geo-dto';
import { getAddresses } from '@shared/api/geo-api';
import { ADDRESS_CACHE_LIMIT } from '@shared/constants/limits';
import { MSG_GEOCODE_FAILED } from '@shared/constants/messages';
import type { HttpClient } from '@shared/http/http-client';

/**
 * Addresses of alarm positions by the spec's geocoding rules (§7–§9): batches of 50, one shared
 * cache cleared when it passes 1000 entries, '获取位置失败' for a failed batch, an empty answer or
 * '[]'. A stand-in until the shared geocoding batcher lands in `shared/geo/`.
 */
const cache = new Map<string, string>();

const positionKey = (lng: number, lat: number) => `${lng.toFixed(5)},${lat.toFixed(5)}`;

function remember(key: string, address: string): void {
  if (cache.size >= ADDRESS_CACHE_LIMIT) cache.clear();
  cache.set(key, address);
}

async function lookUp(http: HttpClient, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += GEO_BATCH_LIMIT) {
    const batch = keys.slice(start, start + GEO_BATCH_LIMIT);
    const items = batch.map((key, index) => {
      const [lon, lat] = key.split(',').map(Number);
      return { lon: lon ?? 0, lat: lat ?? 0, index };
    });
    try {
      const answer = await getAddresses(http, { lonAndLatToAddressVOS: items });
      batch.forEach((key, index) => {
        const found = answer.find((item) => Number(item.index) === index)?.address;
        remember(key, found && found !== '[]' ? found : MSG_GEOCODE_FAILED);
      });
    } catch {
      batch.forEach((key) => remember(key, MSG_GEOCODE_FAILED));
    }
  }
}

/** The address of each shown row's position, by alarm id ('' while it loads, '—' without a position). */
export function useAlarmAddresses(http: HttpClient, rows: readonly AlarmRow[]): ReadonlyMap<number, string> {
  const [, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const missing = [
      ...new Set(
        rows.flatMap((row) => (row.lng === null || row.lat === null ? [] : [positionKey(row.lng, row.lat)])).filter((key) => !cache.has(key)),
      ),
    ];
    if (missing.length === 0) return;
    void lookUp(http, missing).then(() => live && setVersion((value) => value + 1));
    return () => {
      live = false;
    };
  }, [http, rows]);
  const addresses = new Map<number, string>();
  for (const row of rows) {
    addresses.set(row.alarmId, row.lng === null || row.lat === null ? '—' : (cache.get(positionKey(row.lng, row.lat)) ?? ''));
  }
  return addresses;
}

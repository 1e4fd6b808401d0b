import type { AddressProvider } from './address-provider';
import { convert, type LngLat } from '@shared/geo/coordinates';

export interface AmapOptions {
  key: string;
  /** https://restapi.amap.com in production; tests point it at a local fake */
  baseUrl?: string;
  timeoutMs?: number;
}

/** AMap's batch reverse geocoding takes at most 20 locations per call; a 50-item batch fans out. */
export const AMAP_BATCH = 20;
const DEFAULT_TIMEOUT_MS = 3000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** AMap answers an unknown address as `[]` instead of a string. */
function formattedAddress(item: unknown): string | null {
  if (!isRecord(item)) return null;
  const address = item.formatted_address;
  return typeof address === 'string' && address.trim() ? address.trim() : null;
}

/**
 * AMap web-service regeo (`/v3/geocode/regeo?batch=true`). It wants GCJ-02, so positions are shifted
 * first. Any transport error, time-out or non-success status throws: the caller falls back offline.
 */
export function createAmapProvider(options: AmapOptions): AddressProvider {
  const baseUrl = (options.baseUrl ?? 'https://restapi.amap.com').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const chunk = async (points: readonly LngLat[]): Promise<(string | null)[]> => {
    const location = points
      .map((point) => convert(point, 'wgs84', 'gcj02'))
      .map(({ lng, lat }) => `${lng.toFixed(6)},${lat.toFixed(6)}`)
      .join('|');
    const query = new URLSearchParams({ key: options.key, location, batch: 'true', output: 'JSON' });
    const response = await fetch(`${baseUrl}/v3/geocode/regeo?${query.toString()}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`AMap regeo HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isRecord(body) || body.status !== '1' || !Array.isArray(body.regeocodes)) {
      throw new Error(`AMap regeo failed: ${isRecord(body) ? String(body.info ?? '') : 'malformed body'}`);
    }
    const regeocodes: unknown[] = body.regeocodes;
    return points.map((_, i) => formattedAddress(regeocodes[i]));
  };

  return {
    name: 'amap',
    async addresses(points) {
      const chunks: LngLat[][] = [];
      for (let i = 0; i < points.length; i += AMAP_BATCH) chunks.push(points.slice(i, i + AMAP_BATCH));
      return (await Promise.all(chunks.map(chunk))).flat();
    },
  };
}

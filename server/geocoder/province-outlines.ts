import type { ProvinceOutlineDto } from '@shared/api/dto/geo-dto';
import { convert } from '@shared/geo/coordinates';
import simplify from 'simplify-js';
import { loadProvinceRegions } from './region-data';

/** Simplification tolerance in degrees (~5 km): outlines are drawn at country/province zoom only. */
export const OUTLINE_TOLERANCE_DEG = 0.05;
/** Decimals kept (~100 m): finer than the tolerance, a third of the bytes of full precision. */
const OUTLINE_DECIMALS = 3;
/** Rings smaller than this (islets) vanish at the zooms outlines are for. */
const MIN_RING_POINTS = 4;

function round(value: number): number {
  const factor = 10 ** OUTLINE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * China's province outlines for the map's offline fallback, from the boundaries bundled for
 * geocoding (GCJ-02), simplified, converted to WGS-84 (every position the API sends is WGS-84) and
 * rounded. Built once per process (~100 ms) and then served from memory.
 */
export function createProvinceOutlines() {
  let built: Promise<ProvinceOutlineDto[]> | null = null;
  async function build(): Promise<ProvinceOutlineDto[]> {
    const provinces = await loadProvinceRegions();
    return provinces.map((province) => ({
      name: province.address,
      rings: province.polygons
        .map((polygon) => polygon[0] ?? [])
        .map((ring) => simplify(ring.map(([x, y]) => ({ x, y })), OUTLINE_TOLERANCE_DEG, true))
        .filter((ring) => ring.length >= MIN_RING_POINTS)
        .map((ring) =>
          ring.map(({ x, y }) => {
            const wgs = convert({ lng: x, lat: y }, 'gcj02', 'wgs84');
            return [round(wgs.lng), round(wgs.lat)] as [number, number];
          }),
        ),
    }));
  }
  return {
    outlines(): Promise<ProvinceOutlineDto[]> {
      built ??= build().catch((error: unknown) => {
        built = null;
        throw error;
      });
      return built;
    },
  };
}

export type ProvinceOutlines = ReturnType<typeof createProvinceOutlines>;

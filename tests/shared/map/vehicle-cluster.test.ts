import type { MapVehicle } from '@shared/map/fleet-map-types';
import { CLUSTER_COLORS, markerColor } from '@shared/map/marker-colors';
import { applyChanges, buildClusterIndex, PACK_SLICE, packChanges, packVehicles, packVehiclesInSlices, severityFromRank, severityOf } from '@shared/map/vehicle-cluster';

const CHINA: [number, number, number, number] = [70, 0, 140, 56];

function vehicle(id: number, overrides: Partial<MapVehicle> = {}): MapVehicle {
  return { id, lng: 114.05 + id * 1e-5, lat: 22.54, state: 'online', heading: 0, alarm: false, ...overrides };
}

/** The single cluster the index makes of vehicles parked a metre apart, seen from afar. */
function onlyCluster(vehicles: MapVehicle[]) {
  const result = buildClusterIndex(packVehicles(vehicles), 'wgs84', true).query(CHINA, 5);
  expect(result.pointIndex).toHaveLength(0);
  expect(result.clusters).toHaveLength(5);
  return { count: result.clusters[2], severity: severityFromRank(result.clusters[3] ?? -1) };
}

describe('vehicle clusters', () => {
  it('colours a cluster by its worst member: alarm > offline > online', () => {
    expect(onlyCluster([vehicle(1), vehicle(2, { state: 'stationary' }), vehicle(3)])).toEqual({ count: 3, severity: 'online' });
    expect(onlyCluster([vehicle(1), vehicle(2, { state: 'offline' }), vehicle(3)])).toEqual({ count: 3, severity: 'offline' });
    expect(onlyCluster([vehicle(1), vehicle(2, { state: 'offline' }), vehicle(3, { alarm: true })])).toEqual({ count: 3, severity: 'alarm' });
    // an alarm outranks offline even on an offline vehicle, and a single offline member is enough among thousands
    expect(onlyCluster([...Array.from({ length: 2000 }, (_, i) => vehicle(i + 10)), vehicle(5, { state: 'expired' })])).toEqual({ count: 2001, severity: 'offline' });
    expect(CLUSTER_COLORS.alarm).not.toBe(CLUSTER_COLORS.offline);
    expect(CLUSTER_COLORS.offline).not.toBe(CLUSTER_COLORS.online);
  });

  it('counts states not reporting (offline, inactive, expired) as offline, and an alarm first', () => {
    expect(severityOf({ state: 'inactive', alarm: false })).toBe('offline');
    expect(severityOf({ state: 'expired', alarm: false })).toBe('offline');
    expect(severityOf({ state: 'onlineNoFix', alarm: false })).toBe('online');
    expect(severityOf({ state: 'offline', alarm: true })).toBe('alarm');
  });

  it('puts exactly the given vehicles on the map: cluster totals plus single markers add up', () => {
    const spread = Array.from({ length: 500 }, (_, i) => vehicle(i, { lng: 100 + (i % 25) * 1.2, lat: 22 + Math.floor(i / 25) * 1.1 }));
    for (const zoom of [3, 6, 9, 17]) {
      const result = buildClusterIndex(packVehicles(spread), 'wgs84', true).query(CHINA, zoom);
      let total = result.pointIndex.length;
      for (let k = 2; k < result.clusters.length; k += 5) total += result.clusters[k] ?? 0;
      expect(total).toBe(500);
    }
  });

  it('draws every vehicle alone when clustering is off, converted to the tile system', () => {
    const two = [vehicle(1), vehicle(2)];
    const result = buildClusterIndex(packVehicles(two), 'gcj02', false).query(CHINA, 5);
    expect([...result.pointIndex]).toEqual([0, 1]);
    // drawn in GCJ-02: in Shenzhen the offset moves the point a few hundred metres east and south
    expect(result.pointLngLat[0]).toBeGreaterThan(114.05);
    expect(result.pointLngLat[1]).toBeLessThan(22.54);
  });

  it('colours single markers by state, red when in alarm', () => {
    expect(markerColor('online', false)).toBe('#52c41a');
    expect(markerColor('offline', false)).toBe('#8c8c8c');
    expect(markerColor('online', true)).toBe('#f5222d');
  });

  it('reads a large list in slices, giving the page a turn between them, into the same arrays', async () => {
    const many = Array.from({ length: PACK_SLICE * 2 + 5 }, (_, id) =>
      vehicle(id, { state: id % 3 === 0 ? 'offline' : 'online', alarm: id % 7 === 0, lat: 22 + id * 1e-6 }),
    );
    let turns = 0;
    const sliced = await packVehiclesInSlices(many, () => {
      turns += 1;
      return Promise.resolve();
    });
    expect(turns).toBe(2);
    const whole = packVehicles(many);
    // element-wise (toEqual on 40k-element typed arrays takes seconds)
    const same = (a: ArrayLike<number>, b: ArrayLike<number>) => a.length === b.length && Array.prototype.every.call(a, (v: number, i: number) => v === b[i]);
    expect(same(sliced.lng, whole.lng)).toBe(true);
    expect(same(sliced.lat, whole.lat)).toBe(true);
    expect(same(sliced.severity, whole.severity)).toBe(true);
    expect(severityFromRank(sliced.severity[7] ?? -1)).toBe('alarm');
    expect(severityFromRank(sliced.severity[3] ?? -1)).toBe('offline');
  });

  it('builds the first zoom first and the zooms above on demand, with the same vehicles at every zoom', () => {
    // a city's worth of vehicles: clusters at every zoom from 3 to 16
    let seed = 3;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const city = Array.from({ length: 3000 }, (_, i) => vehicle(i, { lng: 113.5 + random() * 0.6, lat: 22.5 + random() * 0.4, alarm: i === 1234 }));
    const packed = packVehicles(city);
    const total = (result: { pointIndex: Int32Array; clusters: Float64Array }) => {
      let sum = result.pointIndex.length;
      for (let k = 2; k < result.clusters.length; k += 5) sum += result.clusters[k] ?? 0;
      return sum;
    };
    const split = buildClusterIndex(packed, 'wgs84', true, 9);
    for (const zoom of [3, 9, 10, 13, 16, 18]) expect(total(split.query(CHINA, zoom))).toBe(3000);
    // the worst member still colours its cluster, whichever index made it
    for (const zoom of [9, 12]) {
      const severities = [];
      const found = split.query(CHINA, zoom).clusters;
      for (let k = 3; k < found.length; k += 5) severities.push(severityFromRank(found[k] ?? 0));
      expect(severities.filter((severity) => severity === 'alarm')).toHaveLength(1);
    }
    // below and at the first zoom: the same clusters as an index of only those zooms; a click on one zooms in where it splits
    const atNine = split.query(CHINA, 9).clusters;
    expect(atNine.length).toBeGreaterThan(5);
    const firstId = atNine[4] ?? -1;
    expect(split.expansionZoom(firstId)).toBe(10);
    const aboveIds = split.query(CHINA, 12).clusters;
    const aboveId = aboveIds[4] ?? -1;
    expect(split.expansionZoom(aboveId)).toBeGreaterThanOrEqual(13);
    // a completed index answers the same as one built on demand
    const completed = buildClusterIndex(packed, 'wgs84', true, 9);
    completed.complete();
    expect(Array.from(completed.query(CHINA, 12).clusters)).toEqual(Array.from(aboveIds));
    expect(Array.from(completed.query(CHINA, 9).clusters)).toEqual(Array.from(atNine));
  });

  it('sends a live tick as the vehicles that changed, and the index built with them shows the new list', () => {
    const before = Array.from({ length: 10 }, (_, i) => vehicle(i, { lng: 113 + i * 0.1 }));
    // a tick: vehicle 3 moved into an alarm, vehicle 7 went offline and turned; the others are the same objects
    const after = before.map((v) => (v.id === 3 ? { ...v, lng: 114.5, alarm: true } : v.id === 7 ? { ...v, state: 'offline' as const, heading: 90 } : v));
    const changes = packChanges(after, before);
    expect(Array.from(changes?.index ?? [])).toEqual([3, 7]);
    const held = packVehicles(before);
    if (changes) applyChanges(held, changes);
    const fresh = packVehicles(after);
    for (const column of ['lng', 'lat', 'severity', 'state', 'heading'] as const) expect(Array.from(held[column])).toEqual(Array.from(fresh[column]));
    const drawn = (packed: ReturnType<typeof packVehicles>) => {
      const result = buildClusterIndex(packed, 'wgs84', true).query(CHINA, 14);
      return [Array.from(result.pointIndex).sort(), Array.from(result.clusters)];
    };
    expect(drawn(held)).toEqual(drawn(fresh));
    // another list (a new check), or most vehicles changed: the whole list is sent
    expect(packChanges(after.slice(1), before)).toBeNull();
    expect(packChanges(after.map((v) => ({ ...v })), before)).toBeNull();
    expect(packChanges(before.slice(), before)?.index).toHaveLength(0);
  });
});

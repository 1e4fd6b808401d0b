import { CHINA_BOX, convert, convertMany, convertManyInPlace, inChinaBox, toWgs84, type CoordType, type LngLat } from '@shared/geo/coordinates';

const EARTH_RADIUS_M = 6_371_000;

function distanceM(a: LngLat, b: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

// every vector of fleet-domain.md "Coordinates (mainland China)": [lon, lat], tolerance in degrees
const VECTORS: { from: CoordType; to: CoordType; input: [number, number]; expected: [number, number]; tolerance: number }[] = [
  { from: 'wgs84', to: 'gcj02', input: [123, 45], expected: [123.00607541, 45.00197815], tolerance: 1e-8 },
  { from: 'gcj02', to: 'wgs84', input: [123, 45], expected: [122.99395597, 44.99804071], tolerance: 1e-8 },
  { from: 'wgs84', to: 'bd09', input: [116.403988, 39.914266], expected: [116.41661560068297, 39.92196580126834], tolerance: 1e-9 },
  { from: 'wgs84', to: 'gcj02', input: [121.5272106, 31.1774276], expected: [121.531541859215, 31.17530398364597], tolerance: 1e-6 },
  { from: 'wgs84', to: 'gcj02', input: [116.377817, 39.911954], expected: [116.38404722455657, 39.91334545536069], tolerance: 1e-6 },
];

describe('shared/geo/coordinates', () => {
  it.each(VECTORS)('$from → $to of $input matches the reference vector', ({ from, to, input, expected, tolerance }) => {
    const out = convert({ lng: input[0], lat: input[1] }, from, to);
    // 1e-8 is below toBeCloseTo's granularity: compare the difference directly
    expect(Math.abs(out.lng - expected[0])).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(out.lat - expected[1])).toBeLessThanOrEqual(tolerance);
  });

  it('leaves Tokyo unchanged (outside the China box), for GCJ-02 and BD-09 alike', () => {
    const tokyo = { lng: 139.7, lat: 35.68 };
    expect(convert(tokyo, 'wgs84', 'gcj02')).toEqual(tokyo);
    expect(convert(tokyo, 'wgs84', 'bd09')).toEqual(tokyo);
    expect(toWgs84(tokyo, 'bd09')).toEqual(tokyo);
  });

  it('uses the spec box: its edges are inside, one step beyond is outside and unchanged', () => {
    expect(inChinaBox({ lng: CHINA_BOX.minLng, lat: CHINA_BOX.minLat })).toBe(true);
    expect(inChinaBox({ lng: CHINA_BOX.maxLng, lat: CHINA_BOX.maxLat })).toBe(true);
    const west = { lng: CHINA_BOX.minLng - 0.001, lat: 40 };
    const north = { lng: 120, lat: CHINA_BOX.maxLat + 0.001 };
    expect(inChinaBox(west)).toBe(false);
    expect(convert(west, 'wgs84', 'gcj02')).toEqual(west);
    expect(convert(north, 'wgs84', 'bd09')).toEqual(north);
  });

  it('round-trips WGS → GCJ → WGS within 0.2 m across China', () => {
    for (let lng = 75; lng <= 135; lng += 2.5) {
      for (let lat = 18; lat <= 53; lat += 2.5) {
        const start = { lng, lat };
        const back = toWgs84(convert(start, 'wgs84', 'gcj02'), 'gcj02');
        expect(distanceM(start, back)).toBeLessThanOrEqual(0.2);
      }
    }
  });

  it('returns a fresh object and never mutates its input', () => {
    const point = { lng: 114.057868, lat: 22.543099 };
    const same = convert(point, 'wgs84', 'wgs84');
    expect(same).toEqual(point);
    expect(same).not.toBe(point);
    convert(point, 'wgs84', 'gcj02');
    expect(point).toEqual({ lng: 114.057868, lat: 22.543099 });
  });
});

describe('convertMany', () => {
  it('gives the same result as convert for each point, leaving points outside the box unchanged', () => {
    const positions: [number, number][] = [
      [123, 45],
      [139.7, 35.68],
      [116.403988, 39.914266],
      [2.35, 48.85],
    ];
    for (const to of ['gcj02', 'bd09'] as const) {
      const many = convertMany(positions, 'wgs84', to);
      positions.forEach(([lng, lat], i) => {
        const one = convert({ lng, lat }, 'wgs84', to);
        expect(many[i]).toEqual([one.lng, one.lat]);
      });
      expect(many[1]).toEqual([139.7, 35.68]);
      expect(many[3]).toEqual([2.35, 48.85]);
    }
    // the input is never touched
    expect(positions[0]).toEqual([123, 45]);
  });
});

describe('convertManyInPlace', () => {
  it('converts the given arrays themselves, like convert, leaving points outside the box unchanged', () => {
    for (const to of ['gcj02', 'bd09'] as const) {
      const positions: [number, number][] = [
        [123, 45],
        [139.7, 35.68],
        [116.403988, 39.914266],
        [2.35, 48.85],
      ];
      const arrays = [...positions];
      convertManyInPlace(positions, 'wgs84', to);
      positions.forEach((position, i) => {
        expect(position).toBe(arrays[i]);
      });
      expect(positions[0]).toEqual([convert({ lng: 123, lat: 45 }, 'wgs84', to).lng, convert({ lng: 123, lat: 45 }, 'wgs84', to).lat]);
      expect(positions[2]).toEqual([convert({ lng: 116.403988, lat: 39.914266 }, 'wgs84', to).lng, convert({ lng: 116.403988, lat: 39.914266 }, 'wgs84', to).lat]);
      expect(positions[1]).toEqual([139.7, 35.68]);
      expect(positions[3]).toEqual([2.35, 48.85]);
    }
  });
});

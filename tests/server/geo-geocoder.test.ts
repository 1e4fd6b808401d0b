import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADDRESS_ABROAD, ADDRESS_OFF_MAP } from '@server/geocoder/address-provider';
import { createAmapProvider } from '@server/geocoder/amap-provider';
import { convert, inChinaBox } from '@shared/geo/coordinates';
import { createConfiguredGeocoder, createGeocoder } from '@server/geocoder/geocoder';
import type * as regionData from '@server/geocoder/region-data';
import { loadRegions } from '@server/geocoder/region-data';
import { RegionIndex } from '@server/geocoder/region-index';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// passes through, counting how often the bundled boundaries are loaded (once per index build)
vi.mock('@server/geocoder/region-data', async (importOriginal) => {
  const original = await importOriginal<typeof regionData>();
  return { ...original, loadRegions: vi.fn(original.loadRegions) };
});

/** Haversine with the spec's earth radius (product-spec §9). */
function metres(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('coordinate conversion (fleet-domain.md test vectors)', () => {
  it.each([
    ['WGS→GCJ', 'wgs84', 'gcj02', [123, 45], [123.00607541, 45.00197815], 1e-8],
    ['GCJ→WGS', 'gcj02', 'wgs84', [123, 45], [122.99395597, 44.99804071], 1e-8],
    ['WGS→BD09', 'wgs84', 'bd09', [116.403988, 39.914266], [116.41661560068297, 39.92196580126834], 1e-9],
    ['WGS→GCJ Shanghai', 'wgs84', 'gcj02', [121.5272106, 31.1774276], [121.531541859215, 31.17530398364597], 1e-6],
    ['WGS→GCJ Beijing', 'wgs84', 'gcj02', [116.377817, 39.911954], [116.38404722455657, 39.91334545536069], 1e-6],
    ['WGS→GCJ Tokyo is unchanged', 'wgs84', 'gcj02', [139.7, 35.68], [139.7, 35.68], 0],
  ] as const)('%s', (_, from, to, [lng, lat], [eLng, eLat], tolerance) => {
    const out = convert({ lng, lat }, from, to);
    expect(Math.abs(out.lng - eLng)).toBeLessThanOrEqual(tolerance + 1e-8);
    expect(Math.abs(out.lat - eLat)).toBeLessThanOrEqual(tolerance + 1e-8);
  });

  it.each([
    [114.0579, 22.5431],
    [87.6168, 43.8256],
    [126.6424, 45.757],
  ])('round-trips WGS→GCJ→WGS and WGS→BD09→WGS within 0.2 m at [%s, %s]', (lng, lat) => {
    expect(metres({ lng, lat }, convert(convert({ lng, lat }, 'wgs84', 'gcj02'), 'gcj02', 'wgs84'))).toBeLessThan(0.2);
    expect(metres({ lng, lat }, convert(convert({ lng, lat }, 'wgs84', 'bd09'), 'bd09', 'wgs84'))).toBeLessThan(0.2);
  });

  it.each([
    [72.004, 0.8293, true],
    [137.8347, 55.8271, true],
    [71.9, 30, false],
    [120, 56, false],
    [2.35, 48.85, false],
  ])('China box (product-spec §9): [%s, %s] → %s', (lng, lat, inside) => {
    expect(inChinaBox({ lng, lat })).toBe(inside);
  });
});

describe('offline geocoder on known points (WGS-84)', () => {
  const geocoder = createGeocoder();

  it.each([
    ['Shenzhen Nanshan (district from the district index)', 113.9305, 22.5333, '广东省深圳市南山区'],
    ['Guangzhou Haizhu', 113.3245, 23.1064, '广东省广州市海珠区'],
    ['Chengdu Jinjiang', 104.0657, 30.6595, '四川省成都市锦江区'],
    ['Lhasa Chengguan (an autonomous region)', 91.1322, 29.6604, '西藏自治区拉萨市城关区'],
    ['Beijing Dongcheng', 116.4166, 39.9288, '北京市东城区'],
    ['Shanghai Pudong', 121.5447, 31.2214, '上海市浦东新区'],
    ['Tianjin Heping', 117.2, 39.12, '天津市和平区'],
    ['Urumqi', 87.6168, 43.8256, '新疆维吾尔自治区乌鲁木齐市水磨沟区'],
    ['Hong Kong Kowloon', 114.17, 22.3, '香港特别行政区油尖旺区'],
    ['sea just off the Hong Kong islands', 113.95, 22.2, '香港特别行政区离岛区附近'],
    ['the middle of the Taiwan Strait', 118.8, 24.2, ADDRESS_OFF_MAP],
    ['Seoul, inside the China box (the known trap)', 126.978, 37.5665, ADDRESS_OFF_MAP],
    ['Paris, outside the China box', 2.35, 48.85, ADDRESS_ABROAD],
  ])('%s', async (_, lng, lat, expected) => {
    expect(await geocoder.addresses([{ lng, lat }])).toEqual([expected]);
  });

  // how fast a batch is answered is measured by bench/geocoder-bench.ts, not asserted against the clock here
  it('builds its index once, shared by concurrent first calls, then answers each point with one lookup', async () => {
    vi.mocked(loadRegions).mockClear();
    const find = vi.spyOn(RegionIndex.prototype, 'find');
    const fresh = createGeocoder();
    await Promise.all([fresh.warmUp(), fresh.addresses([{ lng: 116.4166, lat: 39.9288 }])]);
    const batch = Array.from({ length: 50 }, (_, i) => ({ lng: 100 + (i % 25), lat: 22 + (i % 20) }));
    find.mockClear();
    const result = await fresh.addresses(batch);
    expect(await fresh.addresses(batch)).toEqual(result);
    expect(result).toHaveLength(50);
    expect(loadRegions).toHaveBeenCalledTimes(1);
    expect(find).toHaveBeenCalledTimes(2 * batch.length);
    find.mockRestore();
  });
});

describe("the server's geocoder: the offline lookup in its worker thread", () => {
  const points = [
    { lng: 113.9305, lat: 22.5333 },
    { lng: 116.4166, lat: 39.9288 },
    { lng: 118.8, lat: 24.2 },
    { lng: 2.35, lat: 48.85 },
  ];

  it('answers like the in-process lookup, without building the index in this thread', async () => {
    vi.mocked(loadRegions).mockClear();
    const geocoder = createConfiguredGeocoder({});
    try {
      await geocoder.warmUp();
      expect(await geocoder.addresses(points)).toEqual(['广东省深圳市南山区', '北京市东城区', ADDRESS_OFF_MAP, ADDRESS_ABROAD]);
      // the worker loaded the boundaries, not this thread (the mock counts this thread's loads only)
      expect(loadRegions).not.toHaveBeenCalled();
    } finally {
      await geocoder.close();
    }
  });

  it('starts a new worker for a lookup after it was closed', async () => {
    const geocoder = createConfiguredGeocoder({});
    try {
      expect(await geocoder.addresses(points.slice(0, 1))).toEqual(['广东省深圳市南山区']);
      await geocoder.close();
      expect(await geocoder.addresses(points.slice(1, 2))).toEqual(['北京市东城区']);
    } finally {
      await geocoder.close();
    }
  });
});

describe('online provider (AMap) with the offline fallback, against a local fake', () => {
  let fake: Server;
  let baseUrl = '';
  let mode: 'ok' | 'silent' | 'error' | 'emptyAddress' = 'ok';
  const seen: string[] = [];

  beforeAll(async () => {
    fake = createServer((request: IncomingMessage, response: ServerResponse) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      seen.push(url.pathname + url.search);
      const locations = (url.searchParams.get('location') ?? '').split('|');
      const send = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      // never answers: only the provider's own time-out can end the call
      if (mode === 'silent') return;
      if (mode === 'error') return send({ status: '0', info: 'INVALID_USER_KEY' });
      send({ status: '1', regeocodes: locations.map((location, i) => ({ formatted_address: mode === 'emptyAddress' && i === 0 ? [] : `高德:${location}` })) });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        fake.closeAllConnections();
        fake.close(() => resolve());
      }),
  );

  const points = Array.from({ length: 45 }, (_, i) => ({ lng: 116.4 + i * 0.001, lat: 39.9 }));

  it('asks AMap in GCJ-02, 20 locations per call, and keeps the order', async () => {
    mode = 'ok';
    seen.length = 0;
    const geocoder = createGeocoder({ online: createAmapProvider({ key: 'test-key', baseUrl }) });
    const result = await geocoder.addresses([...points, { lng: 2.35, lat: 48.85 }]);
    expect(seen).toHaveLength(3);
    expect(seen[0]).toContain('/v3/geocode/regeo?key=test-key');
    const gcj = convert(points[0] ?? { lng: 0, lat: 0 }, 'wgs84', 'gcj02');
    expect(result[0]).toBe(`高德:${gcj.lng.toFixed(6)},${gcj.lat.toFixed(6)}`);
    expect(result[44]?.startsWith('高德:')).toBe(true);
    expect(result[45]).toBe(ADDRESS_ABROAD);
  });

  it.each([
    ['a time-out', 'silent'],
    ['an error status', 'error'],
  ] as const)('falls back to the offline data after %s', async (_, failure) => {
    mode = failure;
    const geocoder = createGeocoder({ online: createAmapProvider({ key: 'k', baseUrl, timeoutMs: 100 }) });
    expect(await geocoder.addresses([{ lng: 116.4166, lat: 39.9288 }])).toEqual(['北京市东城区']);
  });

  it("falls back per item when AMap answers an empty address ('[]')", async () => {
    mode = 'emptyAddress';
    const geocoder = createGeocoder({ online: createAmapProvider({ key: 'k', baseUrl }) });
    const [first, second] = await geocoder.addresses([{ lng: 116.4166, lat: 39.9288 }, { lng: 121.5447, lat: 31.2214 }]);
    expect(first).toBe('北京市东城区');
    expect(second?.startsWith('高德:')).toBe(true);
  });

  it('falls back when AMap cannot be reached at all', async () => {
    const geocoder = createGeocoder({ online: createAmapProvider({ key: 'k', baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 }) });
    expect(await geocoder.addresses([{ lng: 121.5447, lat: 31.2214 }])).toEqual(['上海市浦东新区']);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeTrackPoints, encodeTrackColumns, trackColumnsJson, TRACK_POINT_FIELDS, type Track, type TrackValueColumns } from '@shared/api/dto/track-dto';
import { buildTrack, trackJson } from '@server/tracks/build-track';
import { EARTH_RADIUS_M, haversineM, wholeDegrees } from '@server/tracks/geo';
import { MAX_DRIVING_GAP_MS, MIN_STOP_MS, analyseTrack as analyseColumns, findStops as findStopsOfColumns, type AnalysedPoints } from '@server/tracks/track-analysis';
import type { StoredTrack, TrackRow } from '@server/db/track-repository';
import { createPrng } from '@server/seed/prng';
import { generatePath, place } from '@server/seed/track-path';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 15, 0, 0, 0);
/** [fix time, lng, lat, speed]: the cases read as points, the analysis takes columns */
type AnalysedPoint = [time: number, lng: number, lat: number, speed: number];
const point = (minute: number, lng: number, speed: number, lat = 30): AnalysedPoint => [T0 + minute * MIN, lng, lat, speed];
const columnsOf = (points: readonly AnalysedPoint[]): AnalysedPoints => ({
  count: points.length,
  time: points.map((p) => p[0]),
  lng: points.map((p) => p[1]),
  lat: points.map((p) => p[2]),
  speed: points.map((p) => p[3]),
});
const findStops = (points: readonly AnalysedPoint[]) => findStopsOfColumns(columnsOf(points));
const analyseTrack = (points: readonly AnalysedPoint[]) => analyseColumns(columnsOf(points));
/** stored rows as the repository hands them over: typed columns, longer than `count` */
const storedOf = (rows: readonly TrackRow[]): StoredTrack => {
  const column = (at: number) => Float64Array.from([...rows.map((row) => row[at] as number), 0, 0]);
  return {
    count: rows.length,
    time: column(0),
    lng: column(1),
    lat: column(2),
    speed: column(3),
    direction: column(4),
    accOn: Uint8Array.from(column(5)),
    backfill: Uint8Array.from(column(6)),
  };
};

describe('haversine with the spec’s earth radius', () => {
  it('measures one degree along the equator and a known city pair', () => {
    expect(EARTH_RADIUS_M).toBe(6_371_000);
    expect(haversineM(0, 0, 1, 0)).toBeCloseTo((Math.PI / 180) * 6_371_000, 6);
    // Beijing → Shanghai centres, ≈ 1067 km great-circle
    expect(haversineM(116.4074, 39.9042, 121.4737, 31.2304) / 1000).toBeCloseTo(1067.3, 0);
    expect(haversineM(114, 22, 114, 22)).toBe(0);
  });
});

describe('stops and totals', () => {
  // drive 10 min, traffic light (2 min at 0), drive, park 20 min, drive, then a 30-min data hole
  const points: AnalysedPoint[] = [
    point(0, 114.0, 40),
    point(5, 114.01, 50),
    point(10, 114.02, 0),
    point(11, 114.02, 0),
    point(12, 114.03, 30),
    point(15, 114.04, 0),
    point(25, 114.04, 0),
    point(35, 114.04, 0),
    point(36, 114.05, 60),
    point(66, 114.06, 45),
  ];

  it('finds stops of at least 3 minutes, ending when the vehicle moves again', () => {
    expect(findStops(points)).toEqual([{ startTime: T0 + 15 * MIN, endTime: T0 + 36 * MIN, durationMs: 21 * MIN, lng: 114.04, lat: 30, pointIndex: 5 }]);
    expect(MIN_STOP_MS).toBe(3 * MIN);
    // a track that ends parked ends its stop at the last point
    expect(findStops([point(0, 1, 10), point(1, 1, 0), point(9, 1, 0)])).toEqual([expect.objectContaining({ durationMs: 8 * MIN, pointIndex: 1 })]);
  });

  it('adds up distance, moving time (traffic lights included, holes excluded), parking, max and average speed', () => {
    const { totals, mileageM } = analyseTrack(points);
    const expectedDistance = points.slice(1).reduce((sum, p, i) => {
      const previous = points[i] ?? p;
      return sum + haversineM(previous[1], previous[2], p[1], p[2]);
    }, 0);
    expect(totals.distanceM).toBeCloseTo(expectedDistance, 6);
    expect(mileageM[0]).toBe(0);
    expect(mileageM[points.length - 1]).toBeCloseTo(expectedDistance, 6);
    expect(MAX_DRIVING_GAP_MS).toBe(10 * MIN);
    // 0→15 driving (15 min), 15→36 stop, 36→66 is a 30-minute hole
    expect(totals.movingMs).toBe(15 * MIN);
    expect(totals.parkingMs).toBe(21 * MIN);
    expect(totals.maxSpeed).toBe(60);
    expect(totals.avgSpeed).toBeCloseTo(expectedDistance / 1000 / 0.25, 6);
  });

  it('handles empty and single-point tracks', () => {
    expect(analyseTrack([]).totals).toEqual({ distanceM: 0, movingMs: 0, parkingMs: 0, maxSpeed: 0, avgSpeed: 0 });
    expect(analyseTrack([point(0, 1, 0)]).stops).toEqual([]);
  });

  it('builds the compact answer: columns with differences, mileage so far, 补报 counted', () => {
    const rows: TrackRow[] = [
      [T0, 114, 22, 30, 90, 1, 0],
      [T0 + MIN, 114.01, 22, 35, 90, 1, 1],
      [T0 + 2 * MIN, 114.02, 22, 40, 90, 1, 0],
    ];
    const track = (JSON.parse(trackJson(buildTrack(7, '粤B·12345', T0, T0 + 3 * MIN, storedOf(rows)))) as { obj: Track }).obj;
    expect(track.fields).toEqual(['time', 'lng', 'lat', 'speed', 'direction', 'accOn', 'mileage', 'backfill']);
    const stepM = Math.round(haversineM(114, 22, 114.01, 22));
    // time, lng/lat (millionths of a degree) and mileage (metres) as differences from the previous point
    expect(track.points).toEqual({
      time: [T0, MIN, MIN],
      lng: [114_000_000, 10_000, 10_000],
      lat: [22_000_000, 0, 0],
      speed: [30, 35, 40],
      direction: [90, 90, 90],
      accOn: [1, 1, 1],
      mileage: [0, stepM, Math.round(haversineM(114, 22, 114.02, 22)) - stepM],
      backfill: [0, 1, 0],
    });
    const decoded = decodeTrackPoints(track.points);
    expect([decoded.time[1], decoded.lng[1], decoded.lat[1], decoded.speed[1], decoded.mileageKm[1], decoded.backfill[1]]).toEqual([T0 + MIN, 114.01, 22, 35, stepM / 1000, 1]);
    expect(track.totals).toMatchObject({ pointCount: 3, backfillCount: 1, movingS: 120, parkingS: 0, maxSpeed: 40 });
    expect(track.totals.distanceKm).toBeCloseTo(haversineM(114, 22, 114.02, 22) / 1000, 3);
  });
});

describe('the columns written as JSON text', () => {
  it('are the very values of encodeTrackColumns: negative coordinates, fractions, a long first time', () => {
    const count = 500;
    const plain = (field: number, index: number) =>
      [T0 + index * 4999 + (index % 3), -70.123456789 + Math.sin(index) * 0.01, 22.5 + index * 1.5e-7, (index % 9) * 7.25, (index * 13.5) % 360, index % 2, index * 0.0123456, index % 5 === 0 ? 1 : 0][field] as number;
    const columns = {} as TrackValueColumns;
    TRACK_POINT_FIELDS.forEach((field, at) => {
      columns[field] = Float64Array.from({ length: count + 3 }, (_, index) => plain(at, index));
    });
    const text = trackColumnsJson(count, columns);
    expect(JSON.parse(text)).toEqual(encodeTrackColumns(count, (index, field) => plain(field, index)));
    expect(JSON.parse(trackColumnsJson(0, columns))).toEqual(encodeTrackColumns(0, () => 0));
  });
});

describe('seeded paths', () => {
  it('are deterministic, end on the live position at the last fix, with 30–60 s steps while driving', () => {
    const from = T0 - 3 * 86_400_000;
    const a = generatePath(createPrng(1), from, T0, true);
    expect(generatePath(createPrng(1), from, T0, true)).toEqual(a);
    expect(a[a.length - 1]?.time).toBe(T0);
    expect(a[a.length - 1]?.speed).toBeGreaterThan(0);
    const placed = place(a, 114.0579, 22.5431);
    expect(placed[placed.length - 1]).toEqual({ lng: 114.0579, lat: 22.5431 });
    const steps = a.slice(1).map((p, i) => ({ dt: p.time - (a[i]?.time ?? p.time), driving: p.accOn && a[i]?.accOn === true }));
    expect(steps.filter((s) => s.driving).every((s) => s.dt <= 60_000)).toBe(true);
    expect(a.some((p) => p.backfill)).toBe(true);
    expect(a.filter((p) => p.backfill).every((p) => p.receivedAt > p.time + 60_000)).toBe(true);
    const parked = generatePath(createPrng(2), from, T0, false);
    expect(parked[parked.length - 1]?.speed).toBe(0);
  });

  it('hold directions in whole degrees 0–359 (a heading of 359.6 is north, 0, not 360)', () => {
    expect([359.4, 359.6, 360, 0.4, -0.4, 720.2].map(wholeDegrees)).toEqual([359, 0, 0, 0, 0, 0]);
    const from = T0 - 3 * 86_400_000;
    for (const seed of [1, 2, 3, 4, 5]) {
      const directions = generatePath(createPrng(seed), from, T0, true).map((point) => point.direction);
      expect(directions.every((direction) => Number.isInteger(direction) && direction >= 0 && direction < 360)).toBe(true);
    }
  });
});

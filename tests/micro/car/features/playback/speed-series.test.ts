import { decodeTrackPoints, encodeTrackPoints, isTrackPointColumns, type TrackPoint } from '@shared/api/dto/track-dto';
import { speedSeries } from '@car/features/playback/speed-chart';
import { trackPointsOf } from './track-points';

const T0 = Date.UTC(2026, 0, 15);
const point = (second: number, speed: number): TrackPoint => [T0 + second * 1000, 114, 22.5, speed, 0, 1, 0, 0];

describe('speedSeries', () => {
  it('keeps each bucket’s slowest and fastest point in time order, so peaks and halts survive', () => {
    // 100 points a second apart, buckets of 49.5 s: 0–49, 50–98 and the last point alone
    const points = Array.from({ length: 100 }, (_, i) => point(i, i === 30 ? 99 : i === 70 ? 0 : 40));
    points[10] = point(10, 5);
    expect(speedSeries(trackPointsOf(points), 2)).toEqual([
      [T0 + 10_000, 5],
      [T0 + 30_000, 99],
      [T0 + 50_000, 40],
      [T0 + 70_000, 0],
      [T0 + 99_000, 40],
    ]);
  });

  it('breaks the line at a gap in the data', () => {
    const points = [point(0, 10), point(30, 20), point(3600, 30), point(3630, 40)];
    expect(speedSeries(trackPointsOf(points), 1000)).toEqual([
      [T0, 10],
      [T0 + 30_000, 20],
      [T0 + 30_001, null],
      [T0 + 3_600_000, 30],
      [T0 + 3_630_000, 40],
    ]);
    expect(speedSeries(trackPointsOf([]))).toEqual([]);
  });
});

describe('the wire columns of the points', () => {
  it('decode back to the points, lng/lat to a millionth of a degree, with no drift over many points', () => {
    const points: TrackPoint[] = Array.from({ length: 5000 }, (_, i) => [T0 + i * 5000, 114.1234567 + i * 1.3e-5, 22.5 - i * 7e-6, 40 + (i % 3), i % 360, 1, i * 0.0123, i % 2]);
    const decoded = decodeTrackPoints(encodeTrackPoints(points));
    expect(decoded.count).toBe(5000);
    points.forEach((point, i) => {
      expect(decoded.time[i]).toBe(point[0]);
      expect(Math.abs((decoded.lng[i] ?? 0) - point[1])).toBeLessThanOrEqual(5.01e-7);
      expect(Math.abs((decoded.lat[i] ?? 0) - point[2])).toBeLessThanOrEqual(5.01e-7);
      expect(decoded.speed[i]).toBe(point[3]);
      expect(Math.abs((decoded.mileageKm[i] ?? 0) - point[6])).toBeLessThanOrEqual(5.01e-4);
      expect(decoded.backfill[i]).toBe(point[7]);
    });
  });

  it('are checked: every field, equal lengths, finite numbers only', () => {
    const columns = encodeTrackPoints([point(0, 1), point(1, 2)]);
    expect(isTrackPointColumns(columns)).toBe(true);
    expect(isTrackPointColumns(encodeTrackPoints([]))).toBe(true);
    expect(isTrackPointColumns({ ...columns, speed: [1] })).toBe(false);
    expect(isTrackPointColumns({ ...columns, lng: [1, '2'] })).toBe(false);
    expect(isTrackPointColumns({ ...columns, lat: [1, Number.NaN] })).toBe(false);
    const { backfill: _dropped, ...missing } = columns;
    expect(isTrackPointColumns(missing)).toBe(false);
    expect(isTrackPointColumns([point(0, 1)])).toBe(false);
  });
});

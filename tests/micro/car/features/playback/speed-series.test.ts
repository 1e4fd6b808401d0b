import { isTrackPointList, type TrackPoint } from '@shared/api/dto/track-dto';
import { speedSeries } from '@car/features/playback/speed-chart';

const T0 = Date.UTC(2026, 0, 15);
const point = (second: number, speed: number): TrackPoint => [T0 + second * 1000, 114, 22.5, speed, 0, 1, 0, 0];

describe('speedSeries', () => {
  it('keeps each bucket’s slowest and fastest point in time order, so peaks and halts survive', () => {
    // 100 points a second apart, buckets of 49.5 s: 0–49, 50–98 and the last point alone
    const points = Array.from({ length: 100 }, (_, i) => point(i, i === 30 ? 99 : i === 70 ? 0 : 40));
    points[10] = point(10, 5);
    expect(speedSeries(points, 2)).toEqual([
      [T0 + 10_000, 5],
      [T0 + 30_000, 99],
      [T0 + 50_000, 40],
      [T0 + 70_000, 0],
      [T0 + 99_000, 40],
    ]);
  });

  it('breaks the line at a gap in the data', () => {
    const points = [point(0, 10), point(30, 20), point(3600, 30), point(3630, 40)];
    expect(speedSeries(points, 1000)).toEqual([
      [T0, 10],
      [T0 + 30_000, 20],
      [T0 + 30_001, null],
      [T0 + 3_600_000, 30],
      [T0 + 3_630_000, 40],
    ]);
    expect(speedSeries([])).toEqual([]);
  });
});

describe('isTrackPointList', () => {
  it('accepts arrays of eight finite numbers and nothing else', () => {
    expect(isTrackPointList([point(0, 1), point(1, 2)])).toBe(true);
    expect(isTrackPointList([])).toBe(true);
    expect(isTrackPointList([[1, 2, 3]])).toBe(false);
    expect(isTrackPointList([[T0, 114, 22, 40, 0, 1, 0, '0']])).toBe(false);
    expect(isTrackPointList([[T0, 114, 22, Number.NaN, 0, 1, 0, 0]])).toBe(false);
    expect(isTrackPointList({ length: 0 })).toBe(false);
  });
});

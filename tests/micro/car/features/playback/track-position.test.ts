import type { TrackPoint } from '@shared/api/dto/track-dto';
import { bearing, indexAt, positionAt, trackRuns } from '@car/features/playback/track-position';
import { trackPointsOf } from './track-points';

const T0 = Date.UTC(2026, 0, 15, 0, 0, 0);
const MIN = 60_000;

// [time, lng, lat, speed, direction, accOn, mileage, backfill]
const point = (minute: number, lng: number, lat: number, speed = 60, direction = 0, backfill = 0): TrackPoint => [
  T0 + minute * MIN,
  lng,
  lat,
  speed,
  direction,
  1,
  0,
  backfill,
];

describe('bearing', () => {
  it('is 0 northwards, 90 eastwards, 180 southwards and 270 westwards', () => {
    expect(bearing(114, 22, 114, 23)).toBeCloseTo(0, 6);
    expect(bearing(114, 0, 115, 0)).toBeCloseTo(90, 6);
    expect(bearing(114, 23, 114, 22)).toBeCloseTo(180, 6);
    expect(bearing(115, 0, 114, 0)).toBeCloseTo(270, 6);
  });
});

describe('positionAt', () => {
  // a late-uploaded (补报) point served in fix-time order sits between the others like any point
  const points = trackPointsOf([point(0, 114, 22), point(2, 114, 22.02, 80, 10, 1), point(4, 114.02, 22.02, 40, 95), point(40, 115, 23, 0, 200), point(41, 115, 23, 0, 200)]);
  const times = points.time;

  it('finds the last point at or before a time', () => {
    expect(indexAt(times, T0 - MIN)).toBe(0);
    expect(indexAt(times, T0)).toBe(0);
    expect(indexAt(times, T0 + 3 * MIN)).toBe(1);
    expect(indexAt(times, T0 + 4 * MIN)).toBe(2);
    expect(indexAt(times, T0 + 99 * MIN)).toBe(4);
  });

  it('interpolates position and speed between two fixes, heading along the way', () => {
    const halfway = positionAt(points, T0 + MIN);
    expect(halfway?.lng).toBeCloseTo(114, 9);
    expect(halfway?.lat).toBeCloseTo(22.01, 9);
    expect(halfway?.speed).toBeCloseTo(70, 9);
    expect(halfway?.heading).toBeCloseTo(0, 6);
    expect(halfway?.index).toBe(0);
    const east = positionAt(points, T0 + 3 * MIN);
    expect(east?.lng).toBeCloseTo(114.01, 9);
    expect(east?.heading).toBeGreaterThan(89);
    expect(east?.heading).toBeLessThan(91);
  });

  it('waits at the last fix across a gap in the data instead of gliding across it', () => {
    const inGap = positionAt(points, T0 + 20 * MIN);
    expect(inGap).toEqual({ lng: 114.02, lat: 22.02, heading: 95, speed: 40, index: 2 });
  });

  it('keeps the device direction while standing still, and the last fix after the end', () => {
    expect(positionAt(points, T0 + 40.5 * MIN)?.heading).toBe(200);
    expect(positionAt(points, T0 + 90 * MIN)).toEqual({ lng: 115, lat: 23, heading: 200, speed: 0, index: 4 });
    expect(positionAt(trackPointsOf([]), T0)).toBeNull();
  });
});

describe('trackRuns', () => {
  it('splits the line at gaps longer than 10 minutes', () => {
    const points = trackPointsOf([point(0, 114, 22), point(2, 114, 22.02), point(4, 114.02, 22.02), point(40, 115, 23), point(41, 115, 23), point(51, 115.1, 23)]);
    expect(trackRuns(points)).toEqual([
      [0, 2],
      [3, 5],
    ]);
    expect(trackRuns(trackPointsOf([point(0, 114, 22)]))).toEqual([[0, 0]]);
    expect(trackRuns(trackPointsOf([]))).toEqual([]);
  });
});

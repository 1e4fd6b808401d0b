import simplify from 'simplify-js';
import type { TrackPoint } from '@shared/api/dto/track-dto';
import type { LngLat } from '@shared/geo/coordinates';
import type { LineHandle, LineStyle } from '@shared/map/fleet-map-types';
import { PLAYED_PIECE_POINTS, PlayedLine } from '@car/features/playback/played-line';
import { simplifyRuns, toleranceForZoom } from '@car/features/playback/track-lines';
import { trackRuns } from '@car/features/playback/track-position';
import { trackPointsOf } from './track-points';

const T0 = Date.UTC(2026, 0, 15);
const point = (second: number, lng: number, lat: number): TrackPoint => [T0 + second * 1000, lng, lat, 40, 0, 1, 0, 0];

/** A map that records its lines: what is drawn is what the user sees. */
function recordingMap() {
  const lines: Array<{ positions: readonly LngLat[]; style: LineStyle; removed: boolean }> = [];
  return {
    lines,
    shown: () => lines.filter((line) => !line.removed),
    addLine(positions: readonly LngLat[], style: LineStyle): LineHandle {
      const line = { positions, style, removed: false };
      lines.push(line);
      return {
        setPositions: (next) => {
          line.positions = next;
        },
        setStyle: (next) => {
          line.style = next;
        },
        remove: () => {
          line.removed = true;
        },
      };
    },
  };
}

describe('simplifyRuns', () => {
  it('drops points the eye cannot see at a zoom but keeps every run’s ends', () => {
    // a straight road sampled every second, then a gap, then another road
    const points = trackPointsOf([...Array.from({ length: 500 }, (_, i) => point(i, 114 + i * 1e-4, 22.5)), ...Array.from({ length: 10 }, (_, i) => point(5000 + i, 115, 23 + i * 1e-3))]);
    const runs = trackRuns(points);
    expect(runs).toEqual([
      [0, 499],
      [500, 509],
    ]);
    const kept = simplifyRuns(points, runs, toleranceForZoom(10));
    expect(kept.map((indices) => Array.from(indices))[0]).toEqual([0, 499]);
    const second = Array.from(kept[1] ?? []);
    expect(second[0]).toBe(500);
    expect(second[second.length - 1]).toBe(509);
    // closer in, a bend is kept
    expect(toleranceForZoom(18)).toBeLessThan(toleranceForZoom(10));
  });
});

describe('simplifyRuns against simplify-js', () => {
  it('keeps exactly the points simplify-js keeps, at every zoom, on a wandering 5 000-point drive', () => {
    let lng = 114;
    let lat = 22.5;
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647 - 0.5;
    };
    const track = Array.from({ length: 5000 }, (_, i) => {
      // now and then the vehicle stands still: repeated positions
      if (i % 97 >= 5) {
        lng += random() * 2e-3 + 1e-4;
        lat += random() * 2e-3;
      }
      return point(i * 5, lng, lat);
    });
    const points = trackPointsOf(track);
    const runs = trackRuns(points);
    for (const zoom of [5, 9, 12, 15, 18]) {
      const tolerance = toleranceForZoom(zoom);
      const expected = runs.map(([first, last]) => {
        const run = Array.from({ length: last - first + 1 }, (_, at) => ({ x: points.lng[first + at] as number, y: points.lat[first + at] as number, index: first + at }));
        return (simplify(run, tolerance, false) as typeof run).map((kept) => kept.index);
      });
      expect(simplifyRuns(points, runs, tolerance).map((indices) => Array.from(indices))).toEqual(expected);
    }
  });
});

describe('PlayedLine', () => {
  // a zigzag nothing can simplify: every point is kept
  const points = trackPointsOf(Array.from({ length: PLAYED_PIECE_POINTS * 2 + 10 }, (_, i) => point(i, 114 + i * 1e-3, 22.5 + (i % 2) * 1e-3)));
  const kept = [Int32Array.from(points.time, (_, i) => i)];

  it('draws finished pieces once and moves only the tail up to the marker', () => {
    const map = recordingMap();
    const played = new PlayedLine(map, points, kept);
    played.update(10, { lng: 114.0105, lat: 22.5 });
    expect(played.finishedPieces).toBe(0);
    expect(map.shown()).toHaveLength(1);
    const [tail] = map.shown();
    if (!tail) throw new Error('the tail is drawn');
    expect(tail.style).toBe('played');
    expect(tail.positions).toHaveLength(12);
    expect(tail.positions[11]).toEqual({ lng: 114.0105, lat: 22.5 });

    played.update(PLAYED_PIECE_POINTS + 5, { lng: 0, lat: 0 });
    expect(played.finishedPieces).toBe(1);
    expect(map.shown()).toHaveLength(2);
    const piece = map.shown().find((line) => line !== tail);
    if (!piece) throw new Error('a finished piece is drawn');
    expect(piece.positions).toHaveLength(PLAYED_PIECE_POINTS + 1);
    // the tail starts where the finished piece ends: no hole in the line
    expect(tail.positions[0]).toEqual(piece.positions[piece.positions.length - 1]);
  });

  it('takes pieces away when the clock goes back, and removes everything on remove()', () => {
    const map = recordingMap();
    const played = new PlayedLine(map, points, kept);
    played.update(PLAYED_PIECE_POINTS * 2 + 3, { lng: 0, lat: 0 });
    expect(played.finishedPieces).toBe(2);
    played.update(3, { lng: 0, lat: 0 });
    expect(played.finishedPieces).toBe(0);
    expect(map.shown()).toHaveLength(1);
    played.remove();
    expect(map.shown()).toHaveLength(0);
  });
});

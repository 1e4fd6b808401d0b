import type { Track, TrackPoint } from '@shared/api/dto/track-dto';
import { TRACK_POINT_FIELDS } from '@shared/api/dto/track-dto';
import type { TrackRow } from '../db/track-repository';
import { iso } from '@shared/api/time/china-time';
import { analyseTrack, type AnalysedPoint } from './track-analysis';

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** The playback answer: compact points with the mileage so far, stops and totals (track-dto.ts). */
export function buildTrack(vehicleId: number, plate: string, start: number, end: number, rows: readonly TrackRow[]): Track {
  const analysed: AnalysedPoint[] = rows.map((row) => ({ time: row[0], lng: row[1], lat: row[2], speed: row[3] }));
  const { mileageM, stops, totals } = analyseTrack(analysed);
  let backfillCount = 0;
  const points = rows.map((row, index): TrackPoint => {
    backfillCount += row[6];
    return [row[0], row[1], row[2], row[3], row[4], row[5], round((mileageM[index] ?? 0) / 1000, 3), row[6]];
  });
  return {
    vehicleId,
    plate,
    startTime: iso(start),
    endTime: iso(end),
    fields: [...TRACK_POINT_FIELDS],
    points,
    stops: stops.map((stop) => ({
      startTime: iso(stop.startTime),
      endTime: iso(stop.endTime),
      durationS: Math.round(stop.durationMs / 1000),
      lng: stop.lng,
      lat: stop.lat,
      pointIndex: stop.pointIndex,
    })),
    totals: {
      pointCount: rows.length,
      backfillCount,
      distanceKm: round(totals.distanceM / 1000, 3),
      movingS: Math.round(totals.movingMs / 1000),
      parkingS: Math.round(totals.parkingMs / 1000),
      maxSpeed: round(totals.maxSpeed, 1),
      avgSpeed: round(totals.avgSpeed, 1),
    },
  };
}

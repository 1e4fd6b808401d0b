import type { Track } from '@shared/api/dto/track-dto';
import { TRACK_POINT_FIELDS, encodeTrackColumns } from '@shared/api/dto/track-dto';
import type { TrackRow } from '../db/track-repository';
import { iso } from '@shared/api/time/china-time';
import { analyseTrack } from './track-analysis';

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** Where each wire field sits in a stored row (mileage is computed, not stored). */
const MILEAGE_FIELD = TRACK_POINT_FIELDS.indexOf('mileage');
const BACKFILL_FIELD = TRACK_POINT_FIELDS.indexOf('backfill');
const BACKFILL_IN_ROW = 6;

/** The playback answer: the points as columns with the mileage so far, stops and totals (track-dto.ts). */
export function buildTrack(vehicleId: number, plate: string, start: number, end: number, rows: readonly TrackRow[]): Track {
  const { mileageM, stops, totals } = analyseTrack(rows);
  let backfillCount = 0;
  for (const row of rows) backfillCount += row[BACKFILL_IN_ROW];
  const points = encodeTrackColumns(rows.length, (index, field) => {
    const row = rows[index] as TrackRow;
    if (field === MILEAGE_FIELD) return (mileageM[index] ?? 0) / 1000;
    if (field === BACKFILL_FIELD) return row[BACKFILL_IN_ROW];
    return row[field] as number;
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

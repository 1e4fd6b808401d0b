import type { Track } from '@shared/api/dto/track-dto';
import { TRACK_POINT_FIELDS, trackColumnsJson } from '@shared/api/dto/track-dto';
import type { StoredTrack } from '../db/track-repository';
import { iso } from '@shared/api/time/china-time';
import { analyseTrack } from './track-analysis';

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/**
 * The playback answer (track-dto.ts) as JSON text: the points as columns with the mileage so far,
 * stops and totals. Text rather than a `Track` for Fastify to serialise: the 800 000 numbers of a
 * 100k-point track are written from the typed columns in one pass each (trackColumnsJson), and the
 * rest is small.
 */
export function buildTrackJson(vehicleId: number, plate: string, start: number, end: number, stored: StoredTrack): string {
  const { mileageM, stops, totals } = analyseTrack(stored);
  let backfillCount = 0;
  for (let index = 0; index < stored.count; index += 1) backfillCount += stored.backfill[index] as number;
  const mileageKm = new Float64Array(stored.count);
  for (let index = 0; index < stored.count; index += 1) mileageKm[index] = (mileageM[index] as number) / 1000;
  const points = trackColumnsJson(stored.count, { ...stored, mileage: mileageKm });
  const rest: Omit<Track, 'points'> = {
    vehicleId,
    plate,
    startTime: iso(start),
    endTime: iso(end),
    fields: [...TRACK_POINT_FIELDS],
    stops: stops.map((stop) => ({
      startTime: iso(stop.startTime),
      endTime: iso(stop.endTime),
      durationS: Math.round(stop.durationMs / 1000),
      lng: stop.lng,
      lat: stop.lat,
      pointIndex: stop.pointIndex,
    })),
    totals: {
      pointCount: stored.count,
      backfillCount,
      distanceKm: round(totals.distanceM / 1000, 3),
      movingS: Math.round(totals.movingMs / 1000),
      parkingS: Math.round(totals.parkingMs / 1000),
      maxSpeed: round(totals.maxSpeed, 1),
      avgSpeed: round(totals.avgSpeed, 1),
    },
  };
  // the points go in where the object's fields end: `{...,"points":{...}}`
  return `${JSON.stringify(rest).slice(0, -1)},"points":${points}}`;
}

import { encodeTrackBinary, type TrackHead } from '@shared/api/dto/track-binary';
import { TRACK_POINT_FIELDS, trackColumnsJson } from '@shared/api/dto/track-dto';
import { FLAG_OK } from '@shared/constants/flags';
import { MSG_OK } from '../http/envelope';
import type { StoredTrack } from '../db/track-repository';
import { iso } from '@shared/api/time/china-time';
import { analyseTrack } from './track-analysis';

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** A range's answer before it is written: the head (stops, totals...) and the point columns with the mileage so far. */
export interface BuiltTrack {
  head: TrackHead;
  columns: StoredTrack & { mileageKm: Float64Array };
}

/** The points of a range analysed: mileage so far, stops and totals (track-dto.ts), written by trackJson or trackBinary. */
export function buildTrack(vehicleId: number, plate: string, start: number, end: number, stored: StoredTrack): BuiltTrack {
  const { mileageM, stops, totals } = analyseTrack(stored);
  // one pass for both (the range's first open runs this cold, where each 100k loop counts)
  let backfillCount = 0;
  const mileageKm = new Float64Array(stored.count);
  for (let index = 0; index < stored.count; index += 1) {
    backfillCount += stored.backfill[index] as number;
    mileageKm[index] = (mileageM[index] as number) / 1000;
  }
  const head: TrackHead = {
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
  return { head, columns: { ...stored, mileageKm } };
}

/** The success envelope around `obj` (already JSON text). */
const envelope = (obj: string) => `{"flag":${FLAG_OK},"msg":${JSON.stringify(MSG_OK)},"obj":${obj}}`;

/**
 * The JSON answer (the success envelope) as text: the 800 000 numbers of a 100k-point track written
 * from the typed columns in one pass each (trackColumnsJson), and the rest is small.
 */
export function trackJson({ head, columns }: BuiltTrack): string {
  const points = trackColumnsJson(columns.count, { ...columns, mileage: columns.mileageKm });
  // the points go in where the object's fields end: `{...,"points":{...}}`
  return envelope(`${JSON.stringify(head).slice(0, -1)},"points":${points}}`);
}

/** The binary answer (track-binary.ts): the envelope with the head as JSON, then the typed columns. */
export function trackBinary({ head, columns }: BuiltTrack): Buffer {
  const bytes = encodeTrackBinary(envelope(JSON.stringify(head)), columns);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

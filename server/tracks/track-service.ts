import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { queryTrackEndpoint } from '@shared/api/endpoints/track-endpoints';
import { parseTime } from '@shared/api/time/china-time';
import type { AuthContext } from '../auth/auth-context';
import type { TrackRepository } from '../db/track-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { refuse } from '../http/refusal';
import { buildTrack, trackBinary, trackJson, type BuiltTrack } from './build-track';

export const MSG_TRACK_VEHICLE = '车辆不存在或无权查看';

/** Answers kept: a few recently opened ranges (a 100k-point answer is about 5 MB of columns, 2.4 MB of JSON and 2.2 MB of binary written). */
export const TRACK_CACHE_MAX = 8;

/** The two forms of an answer: the JSON envelope, and the binary one (track-binary.ts) the browser asks for. */
export type TrackForm = 'json' | 'binary';

/** One answer: each form's body written on first demand and kept, and what the route made of it (its compressed bytes). */
export interface TrackAnswer {
  body(form: TrackForm): Buffer;
  /** filled by the route on first demand, kept with the bodies */
  gzip: Map<TrackForm, Promise<Buffer>>;
}

function answerOf(built: BuiltTrack): TrackAnswer {
  const bodies: Partial<Record<TrackForm, Buffer>> = {};
  return {
    body(form) {
      bodies[form] ??= form === 'json' ? Buffer.from(trackJson(built), 'utf8') : trackBinary(built);
      return bodies[form];
    },
    gzip: new Map(),
  };
}

interface CachedAnswer {
  /** the plate and the range's version (track-repository.ts): when either changes the answer is built again */
  version: string;
  answer: TrackAnswer;
}

/**
 * Track playback: one call answers the points, stops and totals of a range, for a vehicle the caller
 * sees. The answer is built once per (vehicle, range) and kept while the range's points stay the same
 * (reopening a link, the shell and the console's own page, a second operator): a repeated open costs
 * the scope check, a look-up per finished day and one pass over the live day's key, not the read, the analysis and the encoding.
 */
export function createTrackService({ tracks }: { tracks: TrackRepository }) {
  const cache = new Map<string, CachedAnswer>();
  return {
    query(auth: AuthContext, request: ParsedRequestOf<typeof queryTrackEndpoint>): TrackAnswer {
      // the schema has checked both times, their order and the span
      const start = parseTime(request.startTime) as number;
      const end = parseTime(request.endTime) as number;
      // an unknown vehicle and another customer's read alike: existence never leaks; checked on
      // every call, so a kept answer is only ever handed to a caller who may see the vehicle
      const plate = tracks.visiblePlate(vehicleScopeOf(auth), request.vehicleId) ?? refuse(MSG_TRACK_VEHICLE);
      const key = `${request.vehicleId}|${start}|${end}`;
      const version = `${plate}|${tracks.version(request.vehicleId, start, end)}`;
      const kept = cache.get(key);
      cache.delete(key);
      if (kept && kept.version === version) {
        // most recently used last
        cache.set(key, kept);
        return kept.answer;
      }
      const answer = answerOf(buildTrack(request.vehicleId, plate, start, end, tracks.points(request.vehicleId, start, end)));
      cache.set(key, { version, answer });
      while (cache.size > TRACK_CACHE_MAX) cache.delete(cache.keys().next().value as string);
      return answer;
    },
  };
}

export type TrackService = ReturnType<typeof createTrackService>;

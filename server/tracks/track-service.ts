import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { queryTrackEndpoint } from '@shared/api/endpoints/track-endpoints';
import type { Track } from '@shared/api/dto/track-dto';
import { parseTime } from '@shared/api/time/china-time';
import type { AuthContext } from '../auth/auth-context';
import type { TrackRepository } from '../db/track-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { refuse } from '../http/refusal';
import { buildTrack } from './build-track';

export const MSG_TRACK_VEHICLE = '车辆不存在或无权查看';

/** Track playback: one call answers the points, stops and totals of a range, for a vehicle the caller sees. */
export function createTrackService({ tracks }: { tracks: TrackRepository }) {
  return {
    query(auth: AuthContext, request: ParsedRequestOf<typeof queryTrackEndpoint>): Track {
      // the schema has checked both times, their order and the span
      const start = parseTime(request.startTime) as number;
      const end = parseTime(request.endTime) as number;
      // an unknown vehicle and another customer's read alike: existence never leaks
      const plate = tracks.visiblePlate(vehicleScopeOf(auth), request.vehicleId) ?? refuse(MSG_TRACK_VEHICLE);
      return buildTrack(request.vehicleId, plate, start, end, tracks.points(request.vehicleId, start, end));
    },
  };
}

export type TrackService = ReturnType<typeof createTrackService>;

import type { Envelope } from '@shared/api/dto/envelope';
import type { Track } from '@shared/api/dto/track-dto';
import { Type } from 'typebox';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { vehicleScopeOf } from '../db/vehicle-scope';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';
import { buildTrack } from '../tracks/build-track';
import { DAY_MS } from '@shared/constants/time';
import { TIME_PATTERN, parseTime } from '@shared/api/time/china-time';

export const MAX_TRACK_SPAN_MS = 7 * DAY_MS;
export const MSG_TRACK_SPAN = '查询时间跨度不能超过7天';
export const MSG_TRACK_TIME = '时间格式不正确，请使用 YYYY-MM-DD HH:mm:ss';
export const MSG_TRACK_ORDER = '开始时间必须早于结束时间';
export const MSG_TRACK_VEHICLE = '车辆不存在或无权查看';

const trackQuery = Type.Object({
  vehicleId: Type.Integer({ minimum: 1 }),
  startTime: Type.String({ pattern: TIME_PATTERN, maxLength: 40 }),
  endTime: Type.String({ pattern: TIME_PATTERN, maxLength: 40 }),
});

/** Track playback (protected scope): one call answers the points, stops and totals of a time range. */
export function registerTrackRoutes(app: App, ctx: ServerContext): void {
  app.get('/car/v1/api/track/queryTrack.json', { schema: { querystring: trackQuery } }, async (request): Promise<Envelope<Track> | Failure> => {
    const { vehicleId, startTime, endTime } = request.query;
    const start = parseTime(startTime);
    const end = parseTime(endTime);
    if (start === null || end === null) return fail(MSG_TRACK_TIME);
    if (start >= end) return fail(MSG_TRACK_ORDER);
    if (end - start > MAX_TRACK_SPAN_MS) return fail(MSG_TRACK_SPAN);
    const plate = ctx.tracks.visiblePlate(vehicleScopeOf(authOf(request)), vehicleId);
    if (plate === null) return fail(MSG_TRACK_VEHICLE);
    return ok(buildTrack(vehicleId, plate, start, end, ctx.tracks.points(vehicleId, start, end)));
  });
}

import * as z from 'zod/mini';
import { LIVE_CURSOR_PATTERN, liveChangesSchema } from '../dto/live-dto';
import { defineEndpoint } from '../endpoint';
import { VEHICLE_READERS } from '../../constants/resource-ids';

export const MSG_CURSOR_FORMAT = '同步位置格式不正确，请重新加载车辆列表';

/** The cursor the client got from `listAllVehicles` or the previous change set, sent back as it came. */
export const liveCursorQuerySchema = z.object({
  cursor: z.string().check(z.refine((text) => LIVE_CURSOR_PATTERN.test(text), { message: MSG_CURSOR_FORMAT })),
});
export type LiveCursorQuery = z.input<typeof liveCursorQuerySchema>;

/** At most this many changed vehicles in one answer; `more` says to ask again at once. */
export const LIVE_CHANGES_MAX = 5000;

/** What changed after the cursor: the polling form of the live feed (and its fallback when the stream fails). */
export const liveChangesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/live/changes.json',
  encoding: 'query',
  request: liveCursorQuerySchema,
  response: liveChangesSchema,
  permission: VEHICLE_READERS,
});

/**
 * The same changes pushed as Server-Sent Events (`text/event-stream`): one `changes` event per tick
 * with a non-empty change set (the payload of `liveChangesEndpoint`, not enveloped), a comment line
 * as heartbeat. A refused stream (too many open) answers the usual failure envelope instead.
 */
export const liveStreamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/live/stream',
  encoding: 'query',
  request: liveCursorQuerySchema,
  response: liveChangesSchema,
  permission: VEHICLE_READERS,
});

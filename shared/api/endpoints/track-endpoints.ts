import * as z from 'zod/mini';
import { trackSchema } from '../dto/track-dto';
import { defineEndpoint } from '../endpoint';
import { positiveId } from '../validation/common-fields';
import { timeRangeCheck, timeText } from '../validation/time-range';
import { APP_IDS } from '../../constants/resource-ids';

/** The longest range one playback call answers (every point comes in one response). */
export const TRACK_MAX_DAYS = 7;

/** Times as ISO-8601 or 'YYYY-MM-DD HH:mm:ss' (China time). */
export const trackQuerySchema = z
  .object({
    vehicleId: positiveId(),
    startTime: timeText(),
    endTime: timeText(),
  })
  .check(timeRangeCheck(TRACK_MAX_DAYS));
export type TrackQuery = z.input<typeof trackQuerySchema>;

export const queryTrackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/track/queryTrack.json',
  encoding: 'query',
  request: trackQuerySchema,
  response: trackSchema,
  permission: [APP_IDS.car],
});

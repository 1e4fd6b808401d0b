import { trackQuerySchema, type TrackQuery } from '@shared/api/endpoints/track-endpoints';
import { requestIssueMessage } from '@shared/api/validation/request-message';

/** The query of `/car/playback` (product-spec §2): the track request itself, so a pasted link replays the same thing. */
export const PLAYBACK_QUERY_KEYS = ['vehicleId', 'startTime', 'endTime'] as const;
/** Kept through every change of the page's query: the shell shows a new tab's page without its layout. */
export const URL_TYPE_KEY = 'urlType';

export type PlaybackUrlState =
  /** no vehicle chosen yet: the page shows the picker */
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; query: { vehicleId: number; startTime: string; endTime: string } };

/** Reads the page's query; what the track endpoint would refuse is refused here with its own Chinese message. */
export function readPlaybackUrl(search: URLSearchParams): PlaybackUrlState {
  const vehicleId = search.get('vehicleId');
  if (vehicleId === null || vehicleId === '') return { kind: 'empty' };
  const input = {
    vehicleId: /^\d+$/.test(vehicleId) ? Number(vehicleId) : vehicleId,
    startTime: search.get('startTime') ?? '',
    endTime: search.get('endTime') ?? '',
  };
  const result = trackQuerySchema.safeParse(input);
  if (!result.success) return { kind: 'invalid', message: requestIssueMessage(result.error.issues, input) };
  return { kind: 'ready', query: { vehicleId: result.data.vehicleId, startTime: result.data.startTime, endTime: result.data.endTime } };
}

/** The query for a track request, in a fixed order (the shell compares paths as text), keeping `urlType`. */
export function playbackQuery(query: TrackQuery, current: URLSearchParams): Record<string, string> {
  const next: Record<string, string> = { vehicleId: String(query.vehicleId), startTime: query.startTime, endTime: query.endTime };
  const urlType = current.get(URL_TYPE_KEY);
  if (urlType !== null) next[URL_TYPE_KEY] = urlType;
  return next;
}

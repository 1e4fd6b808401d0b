import * as z from 'zod/mini';
import { liveColumnsShape } from './group-dto';

/**
 * A position in the live feed: `<updated_at>-<vehicle_id>-<alarm id>`, the key of the last status
 * change and the last alarm the client has seen. Opaque to the client: it only sends back what it got.
 */
export const LIVE_CURSOR_PATTERN = /^\d{1,15}-\d{1,15}-\d{1,15}$/;

/**
 * What changed after a cursor (`GET /car/v1/api/live/changes.json`, and each `changes` event of the
 * stream): the changed vehicles' live columns, the cursor to continue from, and `more` when the
 * answer was cut at its size limit (ask again at once).
 */
export const liveChangesSchema = z.object({
  count: z.number(),
  ...liveColumnsShape,
  cursor: z.string(),
  more: z.boolean(),
});
export type LiveChanges = z.infer<typeof liveChangesSchema>;

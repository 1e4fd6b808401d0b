import type { LiveChanges } from '@shared/api/dto/live-dto';
import { LIVE_CHANGES_MAX } from '@shared/api/endpoints/live-endpoints';
import type { AuthContext } from '../auth/auth-context';
import { decodeCursor, encodeCursor, liveColumnArrays, putLiveRow, type LiveReads, type LiveRow } from '../db/live-columns';
import { vehicleScopeOf } from '../db/vehicle-scope';

export interface LiveFeedServiceDeps {
  live: LiveReads;
}

function toChanges(rows: readonly LiveRow[], cursor: string, more: boolean): LiveChanges {
  const columns = liveColumnArrays(rows.length);
  rows.forEach((row, i) => putLiveRow(columns, i, row));
  return { count: rows.length, ...columns, cursor, more };
}

/**
 * The live feed: what changed among the caller's vehicles after a cursor (position, state, ACC,
 * alarm flag). The same answer is polled (`changes.json`) and pushed (`stream`); the client keeps
 * only the cursor, so a reconnect or a hidden tab catches up from where it stopped.
 */
export function createLiveFeedService({ live }: LiveFeedServiceDeps) {
  return {
    changes(auth: AuthContext, cursor: string): LiveChanges {
      const { rows, next, more } = live.changesAfter(vehicleScopeOf(auth), decodeCursor(cursor), LIVE_CHANGES_MAX);
      return toChanges(rows, encodeCursor(next), more);
    },
  };
}

export type LiveFeedService = ReturnType<typeof createLiveFeedService>;

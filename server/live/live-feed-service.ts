import type { LiveChanges } from '@shared/api/dto/live-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { LIVE_CHANGES_MAX } from '@shared/api/endpoints/live-endpoints';
import type { AuthContext } from '../auth/auth-context';
import { decodeCursor, encodeCursor, type LiveReads, type LiveRow } from '../db/live-columns';
import { vehicleScopeOf } from '../db/vehicle-scope';

export interface LiveFeedServiceDeps {
  live: LiveReads;
}

function toChanges(rows: readonly LiveRow[], cursor: string, more: boolean): LiveChanges {
  const n = rows.length;
  const changes: LiveChanges = {
    count: n,
    vehicleId: new Array<number>(n),
    state: new Array<VehicleState>(n),
    lng: new Array<number | null>(n),
    lat: new Array<number | null>(n),
    speed: new Array<number>(n),
    direction: new Array<number>(n),
    accOn: new Array<number>(n),
    alarm: new Array<number>(n),
    fixTime: new Array<number | null>(n),
    reportTime: new Array<number | null>(n),
    stateSince: new Array<number | null>(n),
    cursor,
    more,
  };
  rows.forEach((row, i) => {
    [
      changes.vehicleId[i],
      changes.state[i],
      changes.lng[i],
      changes.lat[i],
      changes.speed[i],
      changes.direction[i],
      changes.accOn[i],
      changes.fixTime[i],
      changes.reportTime[i],
      changes.stateSince[i],
      changes.alarm[i],
    ] = row;
  });
  return changes;
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

import type { LiveChanges } from '@shared/api/dto/live-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { Db } from './connection';
import { statementCache } from './statement-cache';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';

/**
 * The live columns of vehicles (position, state, ACC, times) as the full list and the live feed
 * read them: the name each has in the answer and its SQL over `vehicle_status s`, in one order.
 * Rows written before migration 060 have no report time nor state start: `updated_at` stands in
 * (the seed sets it to the last fix, or the creation time). The alarm flag is added apart.
 */
export const LIVE_COLUMNS = [
  ['state', 's.state'],
  ['lng', 's.lng'],
  ['lat', 's.lat'],
  ['speed', 's.speed'],
  ['direction', 's.direction'],
  ['accOn', 's.acc_on'],
  ['fixTime', 's.fix_time'],
  ['reportTime', 'COALESCE(s.report_time, s.updated_at)'],
  ['stateSince', 'COALESCE(s.state_since, s.updated_at)'],
] as const;

export const LIVE_SELECT = LIVE_COLUMNS.map(([, sql]) => sql).join(', ');

/** The values of LIVE_SELECT, in its order. */
export type LiveTuple = [VehicleState, number | null, number | null, number, number, number, number | null, number, number];

/** The live columns of n vehicles, one array per field (the feed's answer without count, cursor, more). */
export type LiveColumnArrays = Omit<LiveChanges, 'count' | 'cursor' | 'more'>;

/** Allocates the live columns for n vehicles (filled by `putLiveRow`). */
export function liveColumnArrays(n: number): LiveColumnArrays {
  return {
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
  };
}

/** Writes one changed vehicle into entry i of the columns. */
export function putLiveRow(columns: LiveColumnArrays, i: number, row: LiveRow): void {
  [
    columns.vehicleId[i],
    columns.state[i],
    columns.lng[i],
    columns.lat[i],
    columns.speed[i],
    columns.direction[i],
    columns.accOn[i],
    columns.fixTime[i],
    columns.reportTime[i],
    columns.stateSince[i],
    columns.alarm[i],
  ] = row;
}

/** A position in the feed: the last status change (updated_at, vehicle_id) and the last alarm id seen. */
export interface LiveCursor {
  at: number;
  id: number;
  alarmId: number;
}

export function encodeCursor(cursor: LiveCursor): string {
  return `${cursor.at}-${cursor.id}-${cursor.alarmId}`;
}

/** The cursor's parts; the endpoint's pattern has already checked the shape. */
export function decodeCursor(text: string): LiveCursor {
  const [at = 0, id = 0, alarmId = 0] = text.split('-').map(Number);
  return { at, id, alarmId };
}

/** One changed vehicle: its id, its live values, its alarm flag (0/1). */
export type LiveRow = [number, ...LiveTuple, number];

export interface LiveChangeRows {
  /** vehicles whose status changed (in the order of the change index), then those that only got an alarm */
  rows: LiveRow[];
  next: LiveCursor;
  more: boolean;
}

export interface LiveReads {
  /** where the feed stands now (the newest change and alarm); read before a full list */
  cursorNow(): LiveCursor;
  /** the caller's vehicles with at least one unprocessed alarm */
  openAlarmVehicles(scope: VehicleScope): Set<number>;
  /** the caller's vehicles whose status changed, or that got an alarm, after the cursor (at most `limit` status rows) */
  changesAfter(scope: VehicleScope, cursor: LiveCursor, limit: number): LiveChangeRows;
}

export function createLiveReads(db: Db): LiveReads {
  const prepared = statementCache(db);
  const newestChange = db.prepare<[], { at: number | null; id: number | null }>(
    'SELECT updated_at AS at, vehicle_id AS id FROM vehicle_status ORDER BY updated_at DESC, vehicle_id DESC LIMIT 1',
  );
  const newestAlarm = db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM alarms');
  // the partial index alarms_open_id covers this (customer_id, id, type, vehicle_id WHERE processed = 0)
  const openAlarms = (scope: VehicleScope) =>
    prepared(
      `SELECT DISTINCT a.vehicle_id FROM alarms a JOIN vehicles v ON v.id = a.vehicle_id
       WHERE a.customer_id = @customerId AND a.processed = 0 AND ${scopeCondition(scope)}`,
    ).pluck(true);
  const changed = (scope: VehicleScope) =>
    prepared(
      `SELECT s.vehicle_id, ${LIVE_SELECT}, s.updated_at FROM vehicle_status s JOIN vehicles v ON v.id = s.vehicle_id
       WHERE (s.updated_at, s.vehicle_id) > (@at, @id) AND (s.updated_at, s.vehicle_id) <= (@toAt, @toId)
         AND ${scopeCondition(scope)}
       ORDER BY s.updated_at, s.vehicle_id LIMIT @limit`,
    ).raw(true);
  const newAlarms = (scope: VehicleScope) =>
    prepared(
      `SELECT a.id, a.vehicle_id FROM alarms a JOIN vehicles v ON v.id = a.vehicle_id
       WHERE a.customer_id = @customerId AND a.processed = 0 AND a.id > @alarmId AND a.id <= @toAlarmId AND ${scopeCondition(scope)}
       ORDER BY a.id LIMIT @limit`,
    ).raw(true);

  const byIds = prepared(
    `SELECT s.vehicle_id, ${LIVE_SELECT} FROM vehicle_status s WHERE s.vehicle_id IN (SELECT value FROM json_each(@ids)) ORDER BY s.vehicle_id`,
  ).raw(true);
  // a few alarms per vehicle through alarms_vehicle_time, then the processed test on the row
  const openAmong = prepared(
    'SELECT DISTINCT vehicle_id FROM alarms WHERE processed = 0 AND vehicle_id IN (SELECT value FROM json_each(@ids))',
  ).pluck(true);

  const cursorNow = (): LiveCursor => {
    const change = newestChange.get();
    return { at: change?.at ?? 0, id: change?.id ?? 0, alarmId: newestAlarm.get()?.id ?? 0 };
  };

  return {
    cursorNow,
    openAlarmVehicles(scope) {
      return new Set(openAlarms(scope).all(scopeParams(scope)) as number[]);
    },
    changesAfter(scope, cursor, limit) {
      // the bound is read first: the simulator writes from its own connection, and a change committed
      // while this runs is then left for the next call instead of being skipped by the cursor
      const bound = cursorNow();
      const params = { ...scopeParams(scope), at: cursor.at, id: cursor.id, alarmId: cursor.alarmId, limit };
      const keyed = changed(scope).all({ ...params, toAt: bound.at, toId: bound.id }) as [...[number, ...LiveTuple], number][];
      const alarms = newAlarms(scope).all({ ...params, toAlarmId: bound.alarmId }) as [number, number][];
      const statusCut = keyed.length === limit;
      const alarmCut = alarms.length === limit;
      const last = keyed.at(-1);
      // the scoped reads skip other customers' changes: when nothing was cut, the cursor moves to the
      // bound, so the next call does not read the same stretch again
      const next: LiveCursor = {
        at: statusCut && last ? last[10] : bound.at,
        id: statusCut && last ? last[0] : bound.id,
        alarmId: alarmCut ? (alarms.at(-1)?.[0] ?? bound.alarmId) : bound.alarmId,
      };
      const changedIds = new Set(keyed.map((row) => row[0]));
      const alarmOnly = [...new Set(alarms.map(([, vehicleId]) => vehicleId))].filter((vehicleId) => !changedIds.has(vehicleId));
      const extra = alarmOnly.length > 0 ? (byIds.all({ ids: JSON.stringify(alarmOnly) }) as [number, ...LiveTuple][]) : [];
      const live = [...keyed.map((row) => row.slice(0, 10) as [number, ...LiveTuple]), ...extra];
      const open =
        live.length > 0 ? new Set(openAmong.all({ ids: JSON.stringify(live.map((row) => row[0])) }) as number[]) : new Set<number>();
      const rows = live.map((row): LiveRow => [...row, open.has(row[0]) ? 1 : 0]);
      return { rows, next, more: statusCut || alarmCut };
    },
  };
}

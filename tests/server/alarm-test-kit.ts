import type { Envelope } from '@shared/api/dto/envelope';
import type { App } from '@server/http/app-types';
import type { JsonReply } from './helpers';

/** POST JSON through `inject` with the product's headers; `sessionId` omitted = no session. */
export async function postJson<T>(app: App, url: string, body: unknown, sessionId?: string): Promise<JsonReply<T>> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json;charset=UTF-8', authorization: '', platformId: '8', ...(sessionId === undefined ? {} : { sessionId }) },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** Group id by name, straight from the database. */
export function groupIdOf(app: App, name: string): number {
  const row = app.db.prepare<[string], { id: number }>('SELECT id FROM vehicle_groups WHERE name = ?').get(name);
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}

/** Vehicle ids under a group (with descendants). */
export function vehiclesUnder(app: App, groupName: string): number[] {
  return app.db
    .prepare<[string], { id: number }>(
      `SELECT v.id FROM vehicles v JOIN vehicle_groups g ON g.id = v.group_id
       WHERE g.path GLOB (SELECT path FROM vehicle_groups WHERE name = ?) || '*' ORDER BY v.id`,
    )
    .all(groupName)
    .map((row) => row.id);
}

/** The vehicles the seeded sub-user may see (their groups 西北分公司 and 深圳车队). */
export function subUserVehicles(app: App): Set<number> {
  return new Set([...vehiclesUnder(app, '西北分公司'), ...vehiclesUnder(app, '深圳车队')]);
}

/** An alarm id matching a condition over `alarms a` joined to `vehicles v`, or throws. */
export function alarmIdWhere(app: App, where: string, params: readonly (string | number)[] = []): number {
  const row = app.db.prepare<(string | number)[], { id: number }>(`SELECT a.id FROM alarms a JOIN vehicles v ON v.id = a.vehicle_id WHERE ${where} ORDER BY a.id LIMIT 1`).get(...params);
  if (!row) throw new Error(`no alarm where ${where}`);
  return row.id;
}

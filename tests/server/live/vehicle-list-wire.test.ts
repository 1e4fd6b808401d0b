import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { vehicleListSchema, type VehicleColumns } from '@shared/api/dto/group-dto';
import { decodeVehicleListBinary, readVehicleListHead, vehicleListHeadSchema } from '@shared/api/dto/vehicle-list-binary';
import { LIVE_CURSOR_PATTERN } from '@shared/api/dto/live-dto';
import { vehicleTableFromColumns } from '../../shared/api/dto/vehicle-table-from-columns';
import { createVehicleStatusRepository } from '@server/db/vehicle-status-repository';
import { describe, expect, it } from 'vitest';
import { startWithSessionsForFile } from '../helpers';

const ALL = '/car/v1/api/vehicle/listAllVehicles.json';

/** The list as the console reads it: the wire's `obj`, checked and decoded by the endpoint's schema. */
const decoded = (body: unknown): VehicleColumns => vehicleListSchema.parse((body as { obj: unknown }).obj);

describe('the full vehicle list on the wire', () => {
  const env = startWithSessionsForFile();
  const get = (headers: Record<string, string> = {}) =>
    env.server.app.inject({ method: 'GET', url: ALL, headers: { sessionId: env.operator, ...headers } });

  it('is compressed with brotli or gzip, as the browser accepts', async () => {
    const plain = await get();
    const br = await get({ 'accept-encoding': 'br' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // the coded columns hold less repetition than the plain ones did (a quarter then, a third now)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2.5);
    const fromBr = decoded(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')));
    const fromGzip = decoded(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')));
    expect(fromBr.vehicleId).toEqual(decoded(plain.json()).vehicleId);
    expect(fromGzip.plate).toEqual(fromBr.plate);
  });

  it('answers the binary form to `Accept: application/octet-stream`: the same columns, its own tag, compressed', async () => {
    const json = await get();
    const binary = await get({ accept: 'application/octet-stream', 'accept-encoding': 'br' });
    expect(binary.headers['content-type']).toBe('application/octet-stream');
    expect(binary.headers['content-encoding']).toBe('br');
    expect(binary.headers.vary).toBe('accept, accept-encoding');
    const bytes = brotliDecompressSync(binary.rawPayload);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const read = readVehicleListHead(buffer);
    const envelope = read?.envelope as { flag: number; obj: unknown };
    expect(envelope.flag).toBe(1);
    const columns = decodeVehicleListBinary(buffer, read?.columnsAt ?? 0, vehicleListHeadSchema.parse(envelope.obj));
    expect(columns).toEqual(vehicleTableFromColumns(decoded(json.json())));
    // a tag per form: a cached JSON answer never stands for the binary one
    expect(binary.headers.etag).not.toBe(json.headers.etag);
    const again = await get({ accept: 'application/octet-stream', 'if-none-match': binary.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const other = await get({ accept: 'application/octet-stream', 'if-none-match': json.headers.etag as string });
    expect(other.statusCode).toBe(200);
  });

  it('answers a refusal of the binary form as the JSON envelope', async () => {
    const refused = await env.server.app.inject({ method: 'GET', url: ALL, headers: { accept: 'application/octet-stream' } });
    expect(refused.json()).toMatchObject({ flag: 4010 });
  });

  it('answers 304 for an unchanged list and a new tag once a vehicle reported', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const vehicleId = decoded(first.json()).vehicleId[1] as number;
    env.server.clock.advance(1000);
    createVehicleStatusRepository(env.server.app.db).saveMotion({
      vehicleId, now: env.server.clock.now(), state: 'online', lng: 116.4, lat: 39.9, speed: 20, direction: 180, accOn: 1,
    });
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('carries device numbers, ACC, alarm flags, the feed cursor and a last report apart from the last fix', async () => {
    const obj = decoded((await get()).json());
    expect(obj.cursor).toMatch(LIVE_CURSOR_PATTERN);
    expect(obj.deviceNo.every((no) => no.length > 0)).toBe(true);
    expect(obj.alarm.some((flag) => flag === 1)).toBe(true);
    const offline = obj.state.indexOf('offline');
    expect(obj.reportTime[offline]).toBeLessThan(env.server.clock.now());

    // a vehicle that drops offline keeps its last report: "离线 3天" counts from it
    const repo = createVehicleStatusRepository(env.server.app.db);
    const online = obj.state.indexOf('online');
    const vehicleId = obj.vehicleId[online] as number;
    env.server.clock.advance(1000);
    const reportedAt = env.server.clock.now();
    repo.saveMotion({ vehicleId, now: reportedAt, state: 'online', lng: 116.4, lat: 39.9, speed: 20, direction: 180, accOn: 1 });
    env.server.clock.advance(600_000);
    repo.goOffline(vehicleId, env.server.clock.now());
    const after = decoded((await get()).json());
    const i = after.vehicleId.indexOf(vehicleId);
    expect(after.state[i]).toBe('offline');
    expect(after.reportTime[i]).toBe(reportedAt);
    expect(after.stateSince[i]).toBe(env.server.clock.now());
  });

  it('answers from its cache while nothing changed, and reads again after any write (an alarm handled)', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    env.server.clock.advance(5000);
    const again = await get({ 'accept-encoding': 'br' });
    // the same answer, compressed once: even the read time is the first read's
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const before = decoded(JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')));
    const alarmed = before.vehicleId[before.alarm.indexOf(1)] as number;
    env.server.app.db.prepare('UPDATE alarms SET processed = 1 WHERE vehicle_id = ?').run(alarmed);
    const after = decoded((await get()).json());
    expect(after.alarm[after.vehicleId.indexOf(alarmed)]).toBe(0);
    expect(after.serverTime).toBe(new Date(env.server.clock.now()).toISOString());
  });

  it('codes the columns on the wire and decodes them to the database values', async () => {
    const wire = (await get()).json<{ obj: { count: number; states: string[]; plates: string; state: number[]; timeBase: number; reportTime: number[] } }>().obj;
    expect(wire.plates.split('\n')).toHaveLength(wire.count);
    expect(wire.state.every((code) => Number.isInteger(code) && code >= 0 && code < wire.states.length)).toBe(true);
    expect(Math.min(...wire.reportTime)).toBeGreaterThanOrEqual(0);
    const obj = decoded({ obj: wire });
    const rows = env.server.app.db
      .prepare(
        `SELECT v.plate, s.state, s.lng, s.fix_time AS fixTime, COALESCE(s.report_time, s.updated_at) AS reportTime, COALESCE(s.state_since, s.updated_at) AS stateSince
         FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id WHERE v.id IN (SELECT value FROM json_each(?)) ORDER BY v.id`,
      )
      .all(JSON.stringify(obj.vehicleId)) as { plate: string; state: string; lng: number | null; fixTime: number | null; reportTime: number; stateSince: number }[];
    expect(obj.plate).toEqual(rows.map((row) => row.plate));
    expect(obj.state).toEqual(rows.map((row) => row.state));
    expect(obj.fixTime).toEqual(rows.map((row) => row.fixTime));
    expect(obj.reportTime).toEqual(rows.map((row) => row.reportTime));
    expect(obj.stateSince).toEqual(rows.map((row) => row.stateSince));
    expect(obj.lng).toEqual(rows.map((row) => (row.lng === null ? null : Math.round(row.lng * 1e6) / 1e6)));
  });

  it('pushes the changes after a cursor as Server-Sent Events', async () => {
    const obj = decoded((await get()).json());
    const vehicleId = obj.vehicleId[2] as number;
    env.server.clock.advance(1000);
    createVehicleStatusRepository(env.server.app.db).saveMotion({
      vehicleId, now: env.server.clock.now(), state: 'online', lng: 114.06, lat: 22.55, speed: 50, direction: 45, accOn: 1,
    });
    await env.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = env.server.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/car/v1/api/live/stream?cursor=${obj.cursor}`, {
      headers: { sessionId: env.operator },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!/event: changes\ndata: .*\n\n/.test(text)) text += decoder.decode((await reader.read()).value, { stream: true });
    controller.abort();
    const data = JSON.parse(/event: changes\ndata: (.*)\n\n/.exec(text)?.[1] ?? '{}') as { vehicleId: number[]; lng: number[] };
    expect(data.vehicleId).toEqual([vehicleId]);
    expect(data.lng).toEqual([114.06]);
  });
});

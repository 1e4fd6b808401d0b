import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { VehicleColumns } from '@shared/api/dto/group-dto';
import { LIVE_CURSOR_PATTERN } from '@shared/api/dto/live-dto';
import { createVehicleStatusRepository } from '@server/db/vehicle-status-repository';
import { describe, expect, it } from 'vitest';
import { startWithSessionsForFile } from '../helpers';

const ALL = '/car/v1/api/vehicle/listAllVehicles.json';

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
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const fromBr = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')) as { obj: VehicleColumns };
    const fromGzip = JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')) as { obj: VehicleColumns };
    expect(fromBr.obj.vehicleId).toEqual(plain.json<{ obj: VehicleColumns }>().obj.vehicleId);
    expect(fromGzip.obj.plate).toEqual(fromBr.obj.plate);
  });

  it('answers 304 for an unchanged list and a new tag once a vehicle reported', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const vehicleId = first.json<{ obj: VehicleColumns }>().obj.vehicleId[1] as number;
    env.server.clock.advance(1000);
    createVehicleStatusRepository(env.server.app.db).saveMotion({
      vehicleId, now: env.server.clock.now(), state: 'online', lng: 116.4, lat: 39.9, speed: 20, direction: 180, accOn: 1,
    });
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('carries device numbers, ACC, alarm flags, the feed cursor and a last report apart from the last fix', async () => {
    const { obj } = (await get()).json<{ obj: VehicleColumns }>();
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
    const after = (await get()).json<{ obj: VehicleColumns }>().obj;
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
    const before = JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')) as { obj: VehicleColumns };
    const alarmed = before.obj.vehicleId[before.obj.alarm.indexOf(1)] as number;
    env.server.app.db.prepare('UPDATE alarms SET processed = 1 WHERE vehicle_id = ?').run(alarmed);
    const after = (await get()).json<{ obj: VehicleColumns }>().obj;
    expect(after.alarm[after.vehicleId.indexOf(alarmed)]).toBe(0);
    expect(after.serverTime).toBe(new Date(env.server.clock.now()).toISOString());
  });

  it('pushes the changes after a cursor as Server-Sent Events', async () => {
    const { obj } = (await get()).json<{ obj: VehicleColumns }>();
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

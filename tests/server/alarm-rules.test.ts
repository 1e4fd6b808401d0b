import { resolveControls, type ControlSettings } from '@server/alarms/control-params';
import { evaluateAlarmRules, lowVoltageRule, offlineRule, overspeedRule, sosRule, vibrationRule, type RuleInput, type VehicleSnapshot } from '@server/alarms/simulated-rules';
import type { AlarmType } from '@shared/api/dto/alarm-dto';
import { createAlarmRaiser } from '@server/simulator/alarm-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_EPOCH, type TestServer } from './helpers';

const NOW = TEST_EPOCH;
const MINUTE = 60_000;
const THRESHOLDS = { lowVoltage: 11.4, noFixMinutes: 5, idlingMinutes: 10, towingSpeed: 20, towingSeconds: 120, collisionG: 3, rolloverAngle: 45, rolloverSeconds: 30 };

function input(patch: Partial<RuleInput> = {}, last: Partial<Record<AlarmType, number>> = {}): RuleInput {
  return { now: NOW, controls: resolveControls(new Map()), thresholds: THRESHOLDS, lastAlarmAt: (type) => last[type] ?? null, random: () => 0.5, ...patch };
}
const moving = (speed: number): VehicleSnapshot => ({ state: 'online', speed, voltage: 13.2, updatedAt: NOW });

describe('simulated alarm rules (pure)', () => {
  it.each([
    ['at the limit', moving(100), {}, null],
    ['above the limit', moving(104.6), {}, '速度 105 km/h，限速 100 km/h'],
    ['parked', { ...moving(120), state: 'stationary' }, {}, null],
    ['inside the 10-minute cool-down', moving(120), { overspeed: NOW - 9 * MINUTE }, null],
    ['after the cool-down', moving(120), { overspeed: NOW - 10 * MINUTE }, '速度 120 km/h，限速 100 km/h'],
  ] as const)('overspeed: %s', (_name, vehicle, last, detail) => {
    expect(overspeedRule(vehicle, input({}, last))?.detail ?? null).toBe(detail);
  });

  it('overspeed follows the customer limit from alarm control', () => {
    const controls: ControlSettings = resolveControls(new Map([['overspeed', { enabled: true, params: { speedKmh: 60 } }]]));
    expect(overspeedRule(moving(70), input({ controls }))).toMatchObject({ type: 'overspeed', alarmTime: NOW, detail: '速度 70 km/h，限速 60 km/h' });
  });

  it.each([
    ['below the inherited threshold', { voltage: 11.2 }, THRESHOLDS, {}, '电压 11.2 V，低于 11.4 V'],
    ['at the threshold', { voltage: 11.4 }, THRESHOLDS, {}, null],
    ['a 24 V truck with a group threshold of 23 V', { voltage: 22.5 }, { ...THRESHOLDS, lowVoltage: 23 }, {}, '电压 22.5 V，低于 23 V'],
    ['no voltage reported', { voltage: null }, THRESHOLDS, {}, null],
    ['once a day at most', { voltage: 10.9 }, THRESHOLDS, { lowBattery: NOW - 60 * MINUTE }, null],
    ['not while offline', { voltage: 10.9, state: 'offline' }, THRESHOLDS, {}, null],
  ] as const)('low voltage: %s', (_name, patch, thresholds, last, detail) => {
    expect(lowVoltageRule({ ...moving(30), ...patch }, input({ thresholds }, last))?.detail ?? null).toBe(detail);
  });

  it.each([
    ['silent longer than the limit, stamped when it crossed it', NOW - 45 * MINUTE, {}, NOW - 15 * MINUTE],
    ['silent, but not long enough yet', NOW - 20 * MINUTE, {}, null],
    ['already reported for this silence', NOW - 45 * MINUTE, { offline: NOW - 15 * MINUTE }, null],
    ['reported for an earlier silence only', NOW - 45 * MINUTE, { offline: NOW - 3 * 86_400_000 }, NOW - 15 * MINUTE],
  ] as const)('offline: %s', (_name, updatedAt, last, alarmTime) => {
    expect(offlineRule({ state: 'offline', speed: 0, voltage: null, updatedAt }, input({}, last))?.alarmTime ?? null).toBe(alarmTime);
  });

  it('raises SOS and vibration only when the draw falls under their small chances', () => {
    const parked: VehicleSnapshot = { state: 'stationary', speed: 0, voltage: 12.8, updatedAt: NOW };
    expect(sosRule(parked, input({ random: () => 0.5 }))).toBeNull();
    expect(sosRule(parked, input({ random: () => 0 }))).toMatchObject({ type: 'sos' });
    expect(vibrationRule(parked, input({ random: () => 0 }))).toMatchObject({ type: 'vibration' });
    expect(vibrationRule(moving(40), input({ random: () => 0 }))).toBeNull();
    expect(vibrationRule(parked, input({ random: () => 0 }, { vibration: NOW - MINUTE }))).toBeNull();
  });

  it('never raises a type the customer switched off', () => {
    const controls = resolveControls(new Map([['overspeed', { enabled: false, params: {} }]]));
    expect(evaluateAlarmRules(moving(150), input({ controls }))).toEqual([]);
    expect(evaluateAlarmRules(moving(150), input()).map((alarm) => alarm.type)).toEqual(['overspeed']);
  });
});

describe('seeded alarms and the simulator hook', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const db = () => server.app.db;

  it('seeds 30 days of alarms, a realistic mix, mostly processed when old and open when recent', () => {
    const rows = db().prepare<[], { type: string; n: number }>('SELECT type, COUNT(*) AS n FROM alarms GROUP BY type ORDER BY n DESC').all();
    expect(rows[0]?.type).toBe('overspeed');
    expect(rows.length).toBeGreaterThanOrEqual(14);
    const range = db().prepare<[], { min: number; max: number }>('SELECT MIN(alarm_time) AS min, MAX(alarm_time) AS max FROM alarms').get();
    expect(range?.min).toBeGreaterThanOrEqual(NOW - 30 * 86_400_000);
    expect(range?.max).toBeLessThanOrEqual(NOW);
    const share = (from: number, to: number) =>
      db().prepare<[number, number], { share: number }>('SELECT AVG(processed) AS share FROM alarms WHERE alarm_time >= ? AND alarm_time < ?').get(from, to)?.share ?? -1;
    expect(share(0, NOW - 3 * 86_400_000)).toBeGreaterThan(0.9);
    expect(share(NOW - 6 * 60 * MINUTE, NOW + 1)).toBeLessThan(0.2);
    const inactive = db().prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM alarms a JOIN vehicles v ON v.id = a.vehicle_id WHERE v.activated_at IS NULL').get();
    expect(inactive?.n).toBe(0);
  });

  it('the hook raises alarms from the fleet state and walks the fleet in windows', () => {
    const raise = createAlarmRaiser(db());
    const count = () => db().prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM alarms').get()?.n ?? 0;
    // a vehicle driving too fast, one with a flat battery, one that went silent 2 hours ago
    const pick = (state: string) => db().prepare<[string], { vehicle_id: number }>('SELECT vehicle_id FROM vehicle_status WHERE state = ? ORDER BY vehicle_id LIMIT 1').get(state)?.vehicle_id ?? 0;
    const fast = pick('online');
    db().prepare('UPDATE vehicle_status SET speed = 131, voltage = 13 WHERE vehicle_id = ?').run(fast);
    const flat = db().prepare<[number], { vehicle_id: number }>("SELECT vehicle_id FROM vehicle_status WHERE state = 'stationary' AND vehicle_id <> ? LIMIT 1").get(fast)?.vehicle_id ?? 0;
    db().prepare('UPDATE vehicle_status SET voltage = 10.6 WHERE vehicle_id = ?').run(flat);
    const silent = db().prepare<[number], { vehicle_id: number }>("SELECT vehicle_id FROM vehicle_status WHERE state = 'online' AND vehicle_id <> ? LIMIT 1").get(fast)?.vehicle_id ?? 0;
    db().prepare("UPDATE vehicle_status SET state = 'offline', speed = 0, updated_at = ? WHERE vehicle_id = ?").run(NOW - 120 * MINUTE, silent);
    const before = count();
    const raised = raise(NOW);
    expect(raised).toBeGreaterThanOrEqual(3);
    expect(count()).toBe(before + raised);
    const latest = (vehicleId: number, type: string) =>
      db().prepare<[number, string], { detail: string | null; alarm_time: number; processed: number }>('SELECT detail, alarm_time, processed FROM alarms WHERE vehicle_id = ? AND type = ? ORDER BY id DESC LIMIT 1').get(vehicleId, type);
    expect(latest(fast, 'overspeed')).toMatchObject({ detail: '速度 131 km/h，限速 100 km/h', alarm_time: NOW, processed: 0 });
    expect(latest(flat, 'lowBattery')).toMatchObject({ detail: '电压 10.6 V，低于 11.4 V', alarm_time: NOW });
    expect(latest(silent, 'offline')).toMatchObject({ detail: '离线超过 30 分钟', alarm_time: NOW - 90 * MINUTE });
    // the same state a moment later raises nothing new for them (cool-downs, one offline per silence)
    const again = createAlarmRaiser(db());
    again(NOW + 1000);
    expect(latest(fast, 'overspeed')?.alarm_time).toBe(NOW);
    expect(latest(flat, 'lowBattery')?.alarm_time).toBe(NOW);
    expect(db().prepare<[number, number], { n: number }>("SELECT COUNT(*) AS n FROM alarms WHERE vehicle_id = ? AND type = 'offline' AND alarm_time >= ?").get(silent, NOW - 120 * MINUTE)?.n).toBe(1);
  });
});

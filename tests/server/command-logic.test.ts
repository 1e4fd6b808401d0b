import { describe, expect, it } from 'vitest';
import { COMMAND_CODES, type CheckReason } from '@shared/api/dto/command-dto';
import { COMMANDS, MODEL_AT4, MODEL_GT06N, MODEL_JT808, PERMISSION_FUEL_CUT, PERMISSION_SEND, checkParams, commandOf } from '@server/commands/command-catalogue';
import { createConfirmTokens, CONFIRM_TTL_MS } from '@server/commands/confirm-token';
import { ACK_TIMEOUT_MS, QUEUE_TTL_MS, latencyOf, queuedState, refusedState, sentState, transition, type DeliveryState } from '@server/commands/delivery-state';
import { ACK_SHARE, FAIL_SHARE, planReply, replyText } from '@server/commands/device-replies';
import { checkTarget, type TargetFacts } from '@server/commands/pre-check';
import { Refusal } from '@server/http/refusal';

const ALL = new Set([PERMISSION_SEND, PERMISSION_FUEL_CUT]);
const SEND_ONLY = new Set([PERMISSION_SEND]);
const NONE = new Set<string>();
const TODAY = '2026-01-15';

const facts = (overrides: Partial<TargetFacts> = {}): TargetFacts => ({
  vehicleId: 7,
  plate: '粤B·12345',
  model: MODEL_GT06N,
  state: 'stationary',
  speed: 0,
  platformExpireDate: '2027-01-01',
  pending: false,
  ...overrides,
});

describe('command catalogue', () => {
  it('defines every code once, with Chinese names, and the spec’s safety rules', () => {
    expect(COMMANDS.map((command) => command.code)).toEqual([...COMMAND_CODES]);
    expect(COMMANDS.every((command) => /[\u4e00-\u9fa5]/.test(command.name) && command.models.length > 0)).toBe(true);
    expect(commandOf('FUEL_CUT')).toMatchObject({ name: '断油电', needsConfirmation: true, refuseWhileMoving: true, queueable: false });
    expect(commandOf('FACTORY_RESET').needsConfirmation).toBe(true);
    expect(commandOf('LOCATE').name).toBe('立即定位');
    expect(commandOf('SEND_TEXT').models).not.toContain(MODEL_AT4);
  });

  it.each([
    ['UPLOAD_INTERVAL', { seconds: 30 }, { seconds: 30 }],
    ['SEND_TEXT', { text: '  请返回停车场  ' }, { text: '请返回停车场' }],
    ['SEND_TEXT', { text: '字'.repeat(100) }, { text: '字'.repeat(100) }],
    ['REBOOT', { seconds: 5, text: 'ignored' }, {}],
  ] as const)('accepts the parameters of %s %j', (code, given, expected) => {
    expect(checkParams(commandOf(code), given)).toEqual(expected);
  });

  it.each([
    ['UPLOAD_INTERVAL', { seconds: 9 }, '上传间隔必须在 10 到 3600秒之间'],
    ['UPLOAD_INTERVAL', { seconds: 3601 }, '上传间隔必须在 10 到 3600秒之间'],
    ['UPLOAD_INTERVAL', undefined, '请填写上传间隔（整数，单位秒）'],
    ['SEND_TEXT', { text: '   ' }, '请填写文本内容'],
    ['SEND_TEXT', { text: '字'.repeat(101) }, '文本内容不能超过 100 个字'],
  ] as const)('refuses the parameters of %s %j', (code, given, msg) => {
    expect(() => checkParams(commandOf(code), given)).toThrow(new Refusal(msg));
  });
});

describe('pre-check reasons', () => {
  const cases: [string, Parameters<typeof checkTarget>[0], TargetFacts | null, ReadonlySet<string>, CheckReason, boolean][] = [
    ['parked, everything in order', commandOf('FUEL_CUT'), facts(), ALL, 'ok', false],
    ['unknown or out of scope', commandOf('REBOOT'), null, ALL, 'notFound', false],
    ['no send permission', commandOf('REBOOT'), facts(), NONE, 'noPermission', false],
    ['fuel cut without the fuel-cut button', commandOf('FUEL_CUT'), facts(), SEND_ONLY, 'noPermission', false],
    ['never activated', commandOf('REBOOT'), facts({ state: 'inactive', platformExpireDate: null }), ALL, 'inactive', false],
    ['service expired (state)', commandOf('REBOOT'), facts({ state: 'expired' }), ALL, 'expired', false],
    ['service expired yesterday', commandOf('REBOOT'), facts({ platformExpireDate: '2026-01-14' }), ALL, 'expired', false],
    ['service ends today: still valid', commandOf('REBOOT'), facts({ platformExpireDate: TODAY }), ALL, 'ok', false],
    ['model without relay', commandOf('FUEL_CUT'), facts({ model: MODEL_AT4 }), ALL, 'unsupported', false],
    ['no display for text', commandOf('SEND_TEXT'), facts({ model: MODEL_GT06N }), ALL, 'unsupported', false],
    ['same command still in flight', commandOf('REBOOT'), facts({ pending: true }), ALL, 'pending', false],
    ['offline, queueable', commandOf('REBOOT'), facts({ state: 'offline' }), ALL, 'offline', true],
    ['offline fuel cut cannot queue', commandOf('FUEL_CUT'), facts({ state: 'offline' }), ALL, 'offline', false],
    ['offline locate queues (reported when back online)', commandOf('LOCATE'), facts({ state: 'offline' }), ALL, 'offline', true],
    ['moving: no fuel cut', commandOf('FUEL_CUT'), facts({ state: 'online', speed: 42 }), ALL, 'moving', false],
    ['moving: restoring is fine', commandOf('FUEL_RESTORE'), facts({ state: 'online', speed: 42 }), ALL, 'ok', false],
    ['moving: other commands fine', commandOf('QUERY_STATUS'), facts({ state: 'online', speed: 42, model: MODEL_JT808 }), ALL, 'ok', false],
    ['online without fix is connected', commandOf('LOCATE'), facts({ state: 'onlineNoFix' }), ALL, 'ok', false],
  ];

  it.each(cases)('%s', (_name, command, target, permissions, reason, canQueue) => {
    const result = checkTarget(command, 7, target, permissions, TODAY);
    expect(result).toMatchObject({ vehicleId: 7, reasonCode: reason, ok: reason === 'ok', canQueue });
    expect(result.reason === '').toBe(reason === 'ok');
    // an unknown vehicle says nothing about itself
    if (reason === 'notFound') expect(result.plate).toBeNull();
  });
});

describe('delivery state machine', () => {
  const at = 1_000_000;
  const reply = (state: DeliveryState, success: boolean) => transition(state, { type: 'deviceReply', at: at + 3000, success, reply: success ? '断油电成功' : '失败' });

  it('sent → acknowledged with the reply and the latency', () => {
    const done = reply(sentState(at), true);
    expect(done).toMatchObject({ status: 'acknowledged', reply: '断油电成功', finishedAt: at + 3000 });
    expect(latencyOf(done)).toBe(3000);
  });

  it('sent → failed with the device’s reason, then retry goes out again as attempt 2', () => {
    const failed = reply(sentState(at), false);
    expect(failed).toMatchObject({ status: 'failed', reasonCode: 'deviceFailed' });
    expect(transition(failed, { type: 'retry', at: at + 10_000, connected: true, queueOffline: false })).toMatchObject({ status: 'sent', attempt: 2, sentAt: at + 10_000, reply: null });
    expect(transition(failed, { type: 'retry', at: at + 10_000, connected: false, queueOffline: true })).toMatchObject({ status: 'queued', attempt: 2 });
    expect(transition(failed, { type: 'retry', at: at + 10_000, connected: false, queueOffline: false })).toBe(failed);
  });

  it('sent → timedOut after the ack time-out, not before; a late reply does not revive it', () => {
    const sent = sentState(at);
    expect(transition(sent, { type: 'clock', at: at + ACK_TIMEOUT_MS - 1 })).toBe(sent);
    const timedOut = transition(sent, { type: 'clock', at: at + ACK_TIMEOUT_MS });
    expect(timedOut).toMatchObject({ status: 'timedOut', reasonCode: 'noReply' });
    expect(latencyOf(timedOut)).toBeNull();
    expect(reply(timedOut, true)).toBe(timedOut);
  });

  it('queued → sent when the vehicle comes online, or timedOut when the queue expires', () => {
    const queued = queuedState(at);
    expect(queued.queueExpiresAt).toBe(at + QUEUE_TTL_MS);
    expect(transition(queued, { type: 'vehicleOnline', at: at + 5000 })).toMatchObject({ status: 'sent', sentAt: at + 5000 });
    expect(transition(queued, { type: 'clock', at: at + QUEUE_TTL_MS })).toMatchObject({ status: 'timedOut', reasonCode: 'queueExpired' });
    expect(reply(queued, true)).toBe(queued);
  });

  it('refused and acknowledged are final', () => {
    const refused = refusedState(at, 'moving');
    const acknowledged = reply(sentState(at), true);
    for (const state of [refused, acknowledged]) {
      expect(transition(state, { type: 'retry', at, connected: true, queueOffline: true })).toBe(state);
      expect(transition(state, { type: 'clock', at: at + QUEUE_TTL_MS * 2 })).toBe(state);
      expect(transition(state, { type: 'vehicleOnline', at })).toBe(state);
    }
  });
});

describe('simulated device answers', () => {
  it('are deterministic, mostly successes within 2–9 s, with some failures and silences', () => {
    const plans = Array.from({ length: 2000 }, (_, i) => planReply(i + 1, 1));
    expect(planReply(42, 1)).toEqual(planReply(42, 1));
    const share = (kind: string) => plans.filter((plan) => plan.kind === kind).length / plans.length;
    expect(share('ack')).toBeCloseTo(ACK_SHARE, 1);
    expect(share('fail')).toBeCloseTo(FAIL_SHARE, 1);
    expect(share('silent')).toBeGreaterThan(0.02);
    const delays = plans.flatMap((plan) => (plan.kind === 'silent' ? [] : [plan.delayMs]));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(2000);
    expect(Math.max(...delays)).toBeLessThan(9000);
  });

  it('reply realistically in Chinese', () => {
    const device = { deviceNo: '358712070000001', model: MODEL_GT06N, lng: 114.05, lat: 22.54, accOn: true, gsmSignal: 25, voltage: 12.6 };
    expect(replyText('FUEL_CUT', true, {}, device)).toBe('断油电成功');
    expect(replyText('UPLOAD_INTERVAL', true, { seconds: 30 }, device)).toBe('上传间隔设置成功：30秒');
    expect(replyText('QUERY_STATUS', true, {}, device)).toBe('外电:12.6V; GPS:已定位; ACC:开; GSM信号:强');
    expect(replyText('LOCATE', true, {}, device)).toContain('经度:114.050000');
    expect(replyText('FUEL_CUT', false, {}, device)).toMatch(/^断油电失败/);
  });
});

describe('confirmation tokens', () => {
  const fuelCutA = { userId: 1, code: 'FUEL_CUT', params: {}, vehicleIds: [7] } as const;
  const fresh = () => createConfirmTokens(Buffer.alloc(32, 7));

  it('bind the user, the command, its parameters and exactly the vehicles checked', () => {
    const tokens = fresh();
    const token = tokens.issue(fuelCutA, 1000);
    expect(token).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
    for (const other of [
      { ...fuelCutA, userId: 2 },
      { ...fuelCutA, code: 'FACTORY_RESET' as const },
      { ...fuelCutA, params: { seconds: 30 } },
      { ...fuelCutA, vehicleIds: [7, 8] },
      { ...fuelCutA, vehicleIds: [8] },
      { ...fuelCutA, vehicleIds: [] },
    ]) {
      expect(tokens.redeem(token, other, 1000)).toBe('invalid');
    }
    expect(createConfirmTokens(Buffer.alloc(32, 8)).redeem(token, fuelCutA, 1000)).toBe('invalid');
    expect(tokens.redeem('junk', fuelCutA, 1000)).toBe('invalid');
    expect(tokens.redeem(token.replace(/^\d+/, String(1000 + 2 * CONFIRM_TTL_MS)), fuelCutA, 1000)).toBe('invalid');
    // the refusals above did not use it up
    expect(tokens.redeem(token, fuelCutA, 1000)).toBe('ok');
  });

  it('read the vehicles as a set and the parameters whatever their order', () => {
    const tokens = fresh();
    const confirmed = { userId: 1, code: 'SEND_TEXT', params: { text: '回场', seconds: 10 }, vehicleIds: [9, 3, 5] } as const;
    const token = tokens.issue(confirmed, 1000);
    expect(tokens.redeem(token, { ...confirmed, params: { seconds: 10, text: '回场' }, vehicleIds: [5, 3, 9, 3] }, 1000)).toBe('ok');
    expect(tokens.redeem(tokens.issue(confirmed, 1000), { ...confirmed, params: { text: '回场 ', seconds: 10 } }, 1000)).toBe('invalid');
  });

  it('are used once', () => {
    const tokens = fresh();
    const token = tokens.issue(fuelCutA, 1000);
    expect(tokens.redeem(token, fuelCutA, 2000)).toBe('ok');
    expect(tokens.redeem(token, fuelCutA, 3000)).toBe('used');
    // another pre-check of the same vehicles is a new confirmation, even in the same millisecond
    const again = tokens.issue(fuelCutA, 1000);
    expect(again).not.toBe(token);
    expect(tokens.redeem(again, fuelCutA, 3000)).toBe('ok');
  });

  it('expire after five minutes', () => {
    const tokens = fresh();
    const token = tokens.issue(fuelCutA, 1000);
    expect(tokens.redeem(token, fuelCutA, 1000 + CONFIRM_TTL_MS)).toBe('expired');
    const other = tokens.issue(fuelCutA, 1000);
    expect(tokens.redeem(other, fuelCutA, 1000 + CONFIRM_TTL_MS - 1)).toBe('ok');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlarmPoller } from '@shared/alarms/alarm-poller';
import { ALARM_POLL_MS } from '@shared/alarms/alarm-polling';
import type { RealtimeAlarms } from '@shared/api/dto/alarm-dto';
import type { ApiError } from '@shared/http/api-error';
import { makeAlarm } from '../../micro/car/features/alarms/alarm-fixtures';
import { fail, ok } from '../http/scripted-routes';
import { createTestHttp } from '../../main/support/test-root';
import { WAIT_FOR_CONDITION_MS } from '../../time-budgets';

const REALTIME = '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json';

afterEach(() => {
  vi.useRealTimers();
});

/** A poller whose `since` follows the answers, as both stores do. */
function setup(route: () => unknown) {
  const { http, calls } = createTestHttp({ [REALTIME]: route });
  let latest = 0;
  const answers: RealtimeAlarms[] = [];
  const errors: ApiError[] = [];
  const expired = vi.fn();
  const poller = new AlarmPoller({
    http,
    since: () => latest,
    limit: (since) => (since > 0 ? 100 : 10),
    onAlarms: (answer) => {
      answers.push(answer);
      latest = Math.max(latest, answer.latestAlarmId);
    },
    onError: (error) => errors.push(error),
    onSessionExpired: expired,
  });
  return { poller, calls, answers, errors, expired };
}

describe('AlarmPoller', () => {
  it('asks first without an id, then only for alarms after the newest one, every interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let round = 0;
    const { poller, calls, answers } = setup(() => {
      round += 1;
      return ok({ list: [makeAlarm(round * 10)], latestAlarmId: round * 10 });
    });
    poller.start();
    poller.start();
    await vi.waitFor(() => expect(answers).toHaveLength(1), { timeout: WAIT_FOR_CONDITION_MS });
    vi.advanceTimersByTime(ALARM_POLL_MS);
    await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: WAIT_FOR_CONDITION_MS });
    expect(calls.map((call) => call.query)).toEqual([{ limit: 10 }, { sinceAlarmId: 10, limit: 100 }]);
    poller.stop();
    vi.advanceTimersByTime(ALARM_POLL_MS * 3);
    expect(calls).toHaveLength(2);
  });

  it('does not start a second round while one is under way', async () => {
    const held: { release?: (body: unknown) => void } = {};
    const { poller, calls, answers } = setup(() => new Promise((resolve) => (held.release = resolve)));
    const first = poller.poll();
    await vi.waitFor(() => expect(held.release).toBeDefined(), { timeout: WAIT_FOR_CONDITION_MS });
    await poller.poll();
    expect(calls).toHaveLength(1);
    held.release?.(ok({ list: [], latestAlarmId: 0 }));
    await first;
    expect(answers).toHaveLength(1);
  });

  it('stops on an expired session (4010) and says so, so the closed session dialog is not reopened', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { poller, calls, errors, expired } = setup(() => fail(4010, '登录超时'));
    poller.start();
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1), { timeout: WAIT_FOR_CONDITION_MS });
    expect(poller.running).toBe(false);
    expect(errors.map((error) => error.kind)).toEqual(['session-expired']);
    vi.advanceTimersByTime(ALARM_POLL_MS * 5);
    expect(calls).toHaveLength(1);
  });

  it('drops the answer of a round under way when told the user has changed', async () => {
    const held: { release?: (body: unknown) => void } = {};
    const { poller, answers } = setup(() => new Promise((resolve) => (held.release = resolve)));
    const round = poller.poll();
    await vi.waitFor(() => expect(held.release).toBeDefined(), { timeout: WAIT_FOR_CONDITION_MS });
    poller.invalidate();
    held.release?.(ok({ list: [makeAlarm(5)], latestAlarmId: 5 }));
    await round;
    expect(answers).toHaveLength(0);
  });

  it('asks again at once for the new user when a round of the last user is dropped while polling', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let round = 0;
    const held: { release?: (body: unknown) => void } = {};
    const { poller, calls, answers } = setup(() => {
      round += 1;
      return round === 1 ? new Promise((resolve) => (held.release = resolve)) : ok({ list: [makeAlarm(7)], latestAlarmId: 7 });
    });
    poller.start();
    await vi.waitFor(() => expect(held.release).toBeDefined(), { timeout: WAIT_FOR_CONDITION_MS });
    poller.invalidate();
    held.release?.(ok({ list: [makeAlarm(5)], latestAlarmId: 5 }));
    await vi.waitFor(() => expect(answers.map((answer) => answer.latestAlarmId)).toEqual([7]), { timeout: WAIT_FOR_CONDITION_MS });
    expect(calls).toHaveLength(2);
    poller.stop();
  });
});

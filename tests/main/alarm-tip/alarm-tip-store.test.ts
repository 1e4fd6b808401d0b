import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storageKey } from '@shared/constants/storage-keys';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { ALARM_POLL_MS } from '@shared/alarms/alarm-polling';
import { AlarmTipStore, ALARM_TIP_ROWS } from '@main/alarm-tip/alarm-tip-store';
import { makeAlarm } from '../../micro/car/features/alarms/alarm-fixtures';
import { fail, ok } from '../../shared/http/scripted-routes';
import { createTestHttp } from '../support/test-root';
import { WAIT_FOR_CONDITION_MS } from '../../time-budgets';

const REALTIME = '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json';

/** The tip over the real client; each poll gets the next scripted answer. */
function setup(answers: { list: ReturnType<typeof makeAlarm>[]; latestAlarmId: number }[], voiceOn = true) {
  const queue = [...answers];
  const { http, calls } = createTestHttp({ [REALTIME]: () => ok(queue.shift() ?? { list: [], latestAlarmId: 0 }) });
  const playCue = vi.fn();
  const storage = createTypedStorage();
  const store = new AlarmTipStore({ http, storage, playCue, voiceOn: () => voiceOn });
  return { store, calls, playCue, storage };
}

describe('AlarmTipStore', () => {
  it('starts "new" at the first poll, then shows new alarms newest first in one tip with one cue per poll', async () => {
    window.localStorage.removeItem(storageKey(STORAGE_KEYS.alarmRealTime));
    const storm = Array.from({ length: 8 }, (_, index) => makeAlarm(20 - index));
    const { store, calls, playCue } = setup([
      { list: [makeAlarm(10)], latestAlarmId: 10 },
      { list: storm, latestAlarmId: 20 },
      { list: [makeAlarm(21, { sound: false })], latestAlarmId: 21 },
    ]);
    await store.poll();
    expect(store.open).toBe(false);
    expect(calls[0]?.query).toEqual({ limit: 1 });

    await store.poll();
    expect(calls[1]?.query).toMatchObject({ sinceAlarmId: 10 });
    expect(store.open).toBe(true);
    expect(store.unseen).toBe(8);
    expect(store.alarms.map((alarm) => alarm.alarmId)).toEqual([20, 19, 18, 17, 16].slice(0, ALARM_TIP_ROWS));
    expect(playCue).toHaveBeenCalledTimes(1);

    // a type whose push setting asks for no sound updates the tip silently
    await store.poll();
    expect(store.alarms[0]?.alarmId).toBe(21);
    expect(store.unseen).toBe(9);
    expect(playCue).toHaveBeenCalledTimes(1);
  });

  it('an expired session (4010) stops the watch, so the closed session dialog is not reopened by the next poll', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { http, calls } = createTestHttp({ [REALTIME]: () => fail(4010, '登录超时') });
      const store = new AlarmTipStore({ http, storage: createTypedStorage(), playCue: vi.fn(), voiceOn: () => true });
      store.start();
      await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: WAIT_FOR_CONDITION_MS });
      await vi.waitFor(() => expect(store.running).toBe(false), { timeout: WAIT_FOR_CONDITION_MS });
      await vi.advanceTimersByTimeAsync(ALARM_POLL_MS * 5);
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays nothing with the voice off', async () => {
    const { store, playCue } = setup([{ list: [], latestAlarmId: 0 }, { list: [makeAlarm(1)], latestAlarmId: 1 }], false);
    await store.poll();
    await store.poll();
    expect(store.open).toBe(true);
    expect(playCue).not.toHaveBeenCalled();
  });

  it('keeps its state across a reload (alarmRealTime) and forgets it on logout', async () => {
    const { store, storage, calls } = setup([{ list: [], latestAlarmId: 5 }, { list: [makeAlarm(6)], latestAlarmId: 6 }]);
    await store.poll();
    await store.poll();
    const reloaded = new AlarmTipStore({ http: createTestHttp({}).http, storage, playCue: vi.fn(), voiceOn: () => true });
    expect(reloaded.open).toBe(true);
    expect(reloaded.latestAlarmId).toBe(6);
    expect(reloaded.alarms.map((alarm) => alarm.plate)).toEqual(['粤B·00006']);
    expect(calls).toHaveLength(2);
    reloaded.close();
    expect(new AlarmTipStore({ http: createTestHttp({}).http, storage, playCue: vi.fn(), voiceOn: () => true }).open).toBe(false);
    reloaded.reset();
    expect(reloaded.primed).toBe(false);
    expect(reloaded.alarms).toEqual([]);
  });
});

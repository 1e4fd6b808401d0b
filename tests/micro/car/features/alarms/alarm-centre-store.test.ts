import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALARM_POLL_MS } from '@shared/alarms/alarm-polling';
import { ApiError } from '@shared/http/api-error';
import { AlarmCentreStore } from '@car/features/alarms/alarm-centre-store';
import { createConsoleHttp, type ConsoleResponder } from '../../console-http';
import { historyPage, makeAlarm } from './alarm-fixtures';
import { WAIT_FOR_CONDITION_MS } from '../../../../time-budgets';

const REALTIME = '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json';
const COUNT = '/car/v1/accelerate/report/alarm/queryActualTimeAlarmNum.json';
const HISTORY = '/car/v1/accelerate/report/alarm/newQueryAlarm';
const PROCESS = '/car/v1/api/monitor/processAlarm';
const NOW = Date.UTC(2026, 0, 15, 4, 0, 0);

function setup(responder: ConsoleResponder) {
  const http = createConsoleHttp(responder);
  http.session.writeSessionId('session-1');
  const store = new AlarmCentreStore({ http: http.client, handlerName: () => '演示运营账号', now: () => NOW });
  return { ...http, store };
}

const counts = (total: number) => ({ total, byType: [] });

afterEach(() => {
  vi.useRealTimers();
});

describe('AlarmCentreStore real-time list', () => {
  it('shows the newest first, asks only for alarms after the last id and shows each alarm once', async () => {
    let round = 0;
    const { store, requests } = setup(({ path }) => {
      if (path === COUNT) return counts(round === 1 ? 2 : 3);
      round += 1;
      return round === 1
        ? { list: [makeAlarm(2), makeAlarm(1)], latestAlarmId: 2 }
        : { list: [makeAlarm(3), makeAlarm(2)], latestAlarmId: 3 };
    });
    await store.poll();
    expect(store.realtime.map((alarm) => alarm.alarmId)).toEqual([2, 1]);
    expect(store.badgeCount).toBe(2);
    await store.poll();
    const realtimeCalls = requests.filter((request) => request.path === REALTIME);
    expect(realtimeCalls[0]?.query).not.toHaveProperty('sinceAlarmId');
    expect(realtimeCalls[1]?.query).toMatchObject({ sinceAlarmId: 2 });
    expect(store.realtime.map((alarm) => alarm.alarmId)).toEqual([3, 2, 1]);
    expect(store.badgeCount).toBe(3);
  });

  it('polls every interval once started and not while the console is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let round = 0;
    const { store, requests } = setup(({ path }) => (path === COUNT ? counts((round += 1)) : { list: [], latestAlarmId: 0 }));
    store.start();
    store.start();
    const polls = () => requests.filter((request) => request.path === REALTIME).length;
    // the round is over once its badge count has arrived
    await vi.waitFor(() => expect(store.badgeCount).toBe(1), { timeout: WAIT_FOR_CONDITION_MS });
    expect(polls()).toBe(1);
    vi.advanceTimersByTime(ALARM_POLL_MS);
    await vi.waitFor(() => expect(store.badgeCount).toBe(2), { timeout: WAIT_FOR_CONDITION_MS });
    expect(polls()).toBe(2);
    store.setVisible(false);
    vi.advanceTimersByTime(ALARM_POLL_MS * 3);
    expect(polls()).toBe(2);
    store.dispose();
  });
});

describe('AlarmCentreStore and an expired session', () => {
  it('a 4010 pauses polling until the shell reports a new session, so the closed session dialog is not reopened', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let expired = true;
    const { store, requests } = setup(({ path }) => {
      if (expired) throw new ApiError({ kind: 'session-expired', message: '登录超时' });
      return path === COUNT ? counts(4) : { list: [], latestAlarmId: 0 };
    });
    const polls = () => requests.filter((request) => request.path === REALTIME).length;
    store.start();
    await vi.waitFor(() => expect(store.running).toBe(false), { timeout: WAIT_FOR_CONDITION_MS });
    vi.advanceTimersByTime(ALARM_POLL_MS * 5);
    expect(polls()).toBe(1);
    expect(requests.filter((request) => request.path === COUNT)).toHaveLength(0);

    expired = false;
    store.setSignedIn(true);
    await vi.waitFor(() => expect(store.badgeCount).toBe(4), { timeout: WAIT_FOR_CONDITION_MS });
    expect(store.running).toBe(true);
    store.dispose();
  });
});

describe('AlarmCentreStore processing', () => {
  it('takes processed alarms out of the real-time list, drops the badge and rewrites the history rows in place', async () => {
    const { store, requests } = setup(({ path }) => {
      if (path === COUNT) return counts(3);
      if (path === REALTIME) return { list: [makeAlarm(3), makeAlarm(2), makeAlarm(1)], latestAlarmId: 3 };
      if (path === HISTORY) return historyPage([makeAlarm(3), makeAlarm(2), makeAlarm(1)], 3);
      if (path === PROCESS)
        return {
          processed: 1,
          alreadyProcessed: 1,
          notFound: 0,
          results: [
            { alarmId: 3, result: 'processed', msg: '' },
            { alarmId: 1, result: 'alreadyProcessed', msg: '该报警已被处理' },
          ],
        };
      throw new Error(`unexpected ${path}`);
    });
    await store.poll();
    await store.loadHistory();
    const result = await store.process([3, 1], 'dispatched', '  已派人  ');
    expect(result.processed).toBe(1);
    const sent = requests.find((request) => request.path === PROCESS);
    expect(sent?.body).toEqual({ alarmIds: [3, 1], processMethod: 'dispatched', note: '已派人' });
    expect(store.realtime.map((alarm) => alarm.alarmId)).toEqual([2]);
    expect(store.badgeCount).toBe(1);
    expect(store.history.map((row) => row.alarmId)).toEqual([3, 2, 1]);
    expect(store.history[0]).toMatchObject({
      processed: true,
      processMethod: 'dispatched',
      note: '已派人',
      handlerName: '演示运营账号',
      processedAt: new Date(NOW).toISOString(),
    });
    expect(store.history[1]?.processed).toBe(false);
  });

  it('sends a single alarm as alarmId, without an empty note', async () => {
    const { store, requests } = setup(() => ({ processed: 1, alreadyProcessed: 0, notFound: 0, results: [{ alarmId: 9, result: 'processed', msg: '' }] }));
    await store.process([9], 'falseAlarm', '   ');
    expect(requests[0]?.body).toEqual({ alarmId: 9, processMethod: 'falseAlarm' });
  });
});

describe('AlarmCentreStore history', () => {
  it('searches from page 1 with the filter and the spec page size, and pages on', async () => {
    const { store, requests } = setup(() => historyPage([makeAlarm(1)], 25));
    await store.changePage(2, 10);
    expect(requests[0]?.body).toMatchObject({ pageNum: 2, pageSize: 10, startTime: '2026-01-15 00:00:00', endTime: '2026-01-15 23:59:59' });
    await store.search({ alarmTypes: ['sos', 'overspeed'], keyword: ' 粤B ', processedState: 'unprocessed' });
    expect(requests[1]?.body).toMatchObject({ pageNum: 1, pageSize: 10, alarmTypes: ['sos', 'overspeed'], keyword: '粤B', processedState: 'unprocessed' });
    expect(requests[1]?.body).not.toHaveProperty('groupIds');
    expect(requests[1]?.body).not.toHaveProperty('vehicleIds');
    expect(store.pageNum).toBe(1);
    expect(store.historyTotal).toBe(25);
  });

  it('narrows the history to the vehicles picked in the filter', async () => {
    const { store, requests } = setup(() => historyPage([makeAlarm(1)], 1));
    await store.search({ vehicleIds: [101, 102], groupIds: [3] });
    expect(requests[0]?.body).toMatchObject({ pageNum: 1, vehicleIds: [101, 102], groupIds: [3] });
  });
});

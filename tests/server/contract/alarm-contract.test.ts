import { countRealtimeAlarms, processAlarm, queryAlarms, queryRealtimeAlarms } from '@shared/api/alarm-api';
import { ApiError } from '@shared/http/api-error';
import { describe, expect, it } from 'vitest';
import { TEST_EPOCH } from '../helpers';
import { startContractServerForFile } from './contract-kit';

const iso = (ms: number) => new Date(ms).toISOString();
const DAY_MS = 86_400_000;
const WEEK = { startTime: iso(TEST_EPOCH - 7 * DAY_MS), endTime: iso(TEST_EPOCH) };

describe('alarm endpoints: client functions against the real server', () => {
  const env = startContractServerForFile();

  it('queryAlarms pages the operator\'s alarms through the shared schema', async () => {
    const page = await queryAlarms(env.operator, { ...WEEK, pageSize: 5 });
    expect(page.list).toHaveLength(5);
    expect(page.pageSize).toBe(5);
  });

  it('queryAlarms refuses a 32-day range before sending, with the server\'s own message', async () => {
    const tooLong = { startTime: iso(TEST_EPOCH - 32 * DAY_MS), endTime: iso(TEST_EPOCH) };
    const error = await queryAlarms(env.operator, tooLong).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-request', message: '参数错误：查询时间跨度不能超过 31 天' });
  });

  it('queryRealtimeAlarms and countRealtimeAlarms answer the unprocessed alarms', async () => {
    const realtime = await queryRealtimeAlarms(env.operator, { limit: 3 });
    const counts = await countRealtimeAlarms(env.operator);
    expect(realtime.list.length).toBeLessThanOrEqual(3);
    expect(realtime.latestAlarmId).toBeGreaterThanOrEqual(0);
    expect(counts.total).toBeGreaterThan(0);
  });

  it('processAlarm processes one alarm once; a business refusal arrives as kind flag with the server\'s message', async () => {
    const open = await queryAlarms(env.operator, { ...WEEK, processedState: 'unprocessed', pageSize: 1 });
    const alarmId = open.list[0]?.alarmId as number;
    expect((await processAlarm(env.operator, { alarmId, processMethod: 'falseAlarm' })).processed).toBe(1);
    expect((await processAlarm(env.operator, { alarmId, processMethod: 'falseAlarm' })).alreadyProcessed).toBe(1);
    await expect(processAlarm(env.operator, { alarmId, processMethod: 'other' })).rejects.toMatchObject({
      kind: 'flag',
      message: '处理方式为"其他"时请填写处理说明',
    });
  });
});

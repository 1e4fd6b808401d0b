import { requestIssueMessage } from '@shared/api/validation/request-message';
import { timeRangeCheck, timeText } from '@shared/api/validation/time-range';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

/** The sentence the server answers and the client throws for `input` refused by `schema`. */
function messageFor(schema: z.ZodMiniType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return requestIssueMessage(result.error.issues, input);
}

describe('requestIssueMessage: one Chinese sentence naming the field', () => {
  it.each([
    [z.object({ url: z.string() }), {}, '参数错误：缺少必填参数 域名(url)'],
    [z.object({ pageNum: z.int() }), { pageNum: 1.5 }, '参数错误：页码(pageNum)必须是整数'],
    [z.object({ pageNum: z.int() }), { pageNum: 'x' }, '参数错误：页码(pageNum)必须是数字'],
    [z.object({ pageSize: z.int().check(z.minimum(1)) }), { pageSize: 0 }, '参数错误：每页条数(pageSize)不能小于 1'],
    [z.object({ pageSize: z.int().check(z.maximum(1000)) }), { pageSize: 1001 }, '参数错误：每页条数(pageSize)不能大于 1000'],
    [z.object({ limit: z.number().check(z.positive()) }), { limit: 0 }, '参数错误：条数上限(limit)必须大于 0'],
    [z.object({ username: z.string().check(z.minLength(1)) }), { username: '' }, '参数错误：用户名(username)不能为空'],
    [z.object({ username: z.string().check(z.minLength(3)) }), { username: 'ab' }, '参数错误：用户名(username)长度不能少于 3 个字符'],
    [z.object({ keyword: z.string().check(z.maxLength(50)) }), { keyword: 'x'.repeat(51) }, '参数错误：关键字(keyword)长度不能超过 50 个字符'],
    [z.object({ version: z.literal('v4') }), { version: 'v3' }, '参数错误：版本(version)必须为 v4'],
    [z.object({ state: z.enum(['online', 'offline']) }), { state: 'away' }, '参数错误：状态(state)的取值不在允许范围内'],
    [z.object({ state: z.enum(['online', 'offline']) }), {}, '参数错误：缺少必填参数 状态(state)'],
    [z.object({ index: z.union([z.int(), z.string()]) }), { index: true }, '参数错误：序号(index)的取值不在允许范围内'],
    [z.strictObject({ url: z.string() }), { url: 'a', foo: 1 }, '参数错误：不支持的参数 foo'],
    [z.object({ somethingElse: z.string().check(z.regex(/^a/)) }), { somethingElse: 'b' }, '参数错误：somethingElse格式不正确'],
    [z.object({ note: z.string().check(z.refine((text) => text !== 'x', { message: '备注不能是 x' })) }), { note: 'x' }, '参数错误：备注不能是 x'],
  ])('%#: %j → %s', (schema, input, message) => {
    expect(messageFor(schema, input)).toBe(message);
  });
});

describe('inside lists and nested objects', () => {
  const geo = z.object({ lonAndLatToAddressVOS: z.array(z.object({ lon: z.number(), lat: z.number() })).check(z.minLength(1), z.maxLength(50)) });
  it.each([
    [z.object({ vehicleIds: z.array(z.int()) }), { vehicleIds: [1, 'x'] }, '参数错误：车辆列表(vehicleIds)第2项必须是数字'],
    [geo, { lonAndLatToAddressVOS: [{ lon: 1, lat: 2 }, { lon: 1, lat: 2 }, { lon: 1, lat: 2 }, { lon: 'e', lat: 2 }] }, '参数错误：坐标列表第4项的经度(lon)必须是数字'],
    [geo, { lonAndLatToAddressVOS: [{ lon: 1 }] }, '参数错误：坐标列表第1项缺少必填参数 纬度(lat)'],
    [z.object({ items: z.array(z.object({ channels: z.object({ sms: z.boolean() }) })) }), { items: [{ channels: { sms: true } }, { channels: { sms: 'y' } }] }, '参数错误：配置项列表第2项的推送方式的短信(sms)必须是布尔值'],
    [z.object({ thresholds: z.strictObject({}) }), { thresholds: { foo: 1 } }, '参数错误：阈值中不支持的参数 foo'],
    [geo, { lonAndLatToAddressVOS: [] }, '参数错误：坐标列表(lonAndLatToAddressVOS)不能为空'],
    [z.object({ vehicleIds: z.array(z.int()).check(z.minLength(2)) }), { vehicleIds: [1] }, '参数错误：车辆列表(vehicleIds)不能少于 2 项'],
    [geo, { lonAndLatToAddressVOS: Array.from({ length: 51 }, () => ({ lon: 1, lat: 2 })) }, '参数错误：坐标列表(lonAndLatToAddressVOS)不能超过 50 项'],
  ])('%#: → %s', (schema, input, message) => {
    expect(messageFor(schema, input)).toBe(message);
  });
});

describe('the one time-range rule', () => {
  const range = (maxDays?: number) => z.object({ startTime: timeText(), endTime: timeText() }).check(timeRangeCheck(maxDays));
  it.each([
    [range(), { startTime: 'yesterday', endTime: '2026-01-15 08:00:00' }, '参数错误：开始时间(startTime)格式不正确，请使用 YYYY-MM-DD HH:mm:ss'],
    [range(), { startTime: '2026-02-30 00:00:00', endTime: '2026-03-01 00:00:00' }, '参数错误：开始时间(startTime)格式不正确，请使用 YYYY-MM-DD HH:mm:ss'],
    [range(), { startTime: '2026-01-15 08:00:00', endTime: '2026-01-14 08:00:00' }, '参数错误：开始时间不能晚于结束时间'],
    [range(7), { startTime: '2026-01-01 00:00:00', endTime: '2026-01-08 00:00:01' }, '参数错误：查询时间跨度不能超过 7 天'],
  ])('%#: %j → %s', (schema, input, message) => {
    expect(messageFor(schema, input)).toBe(message);
  });

  it('accepts a range of exactly the limit, in China time and ISO-8601 alike', () => {
    expect(range(7).safeParse({ startTime: '2026-01-01 00:00:00', endTime: '2026-01-08 00:00:00' }).success).toBe(true);
    expect(range(7).safeParse({ startTime: '2025-12-31T16:00:00Z', endTime: '2026-01-08 00:00:00' }).success).toBe(true);
  });
});

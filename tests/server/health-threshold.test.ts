import { healthThresholdsSchema, type HealthThresholds, type HealthThresholdValue } from '@shared/api/dto/health-dto';
import type { ConfigResult } from '@shared/api/dto/alarm-settings-dto';
import { resolveThresholds, type ThresholdLayer } from '@server/alarms/threshold-resolution';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, type TestServer, startWithSessions } from './helpers';
import { groupIdOf, postJson, vehiclesUnder } from './alarm-test-kit';

const GET = '/car/v4/api/health/threshold/getHealthThreshold.json';
const UPDATE = '/car/v4/api/health/threshold/updateHealthThreshold.json';

describe('resolveThresholds (inheritance as a table)', () => {
  const vehicle = (values: ThresholdLayer['values']): ThresholdLayer => ({ source: 'vehicle', id: 7, name: '粤B·12345', values });
  const fleet = (values: ThresholdLayer['values']): ThresholdLayer => ({ source: 'group', id: 4, name: '深圳车队', values });
  const region = (values: ThresholdLayer['values']): ThresholdLayer => ({ source: 'group', id: 2, name: '华南分公司', values });
  const customer = (values: ThresholdLayer['values']): ThresholdLayer => ({ source: 'customer', id: 1, name: '鹏程物流', values });
  const lowVoltage = (layers: ThresholdLayer[]): Partial<HealthThresholdValue> | undefined => {
    const found = resolveThresholds(layers).find((item) => item.key === 'lowVoltage');
    return found && { value: found.value, source: found.source, sourceName: found.sourceName, overridden: found.overridden };
  };

  it.each([
    ['nothing set: built-in default', [vehicle({}), fleet({}), region({}), customer({})], { value: 11.4, source: 'system', sourceName: null, overridden: false }],
    ['customer default', [vehicle({}), fleet({}), region({}), customer({ lowVoltage: 11 })], { value: 11, source: 'customer', sourceName: '鹏程物流', overridden: false }],
    ['parent group over customer', [vehicle({}), fleet({}), region({ lowVoltage: 23 }), customer({ lowVoltage: 11 })], { value: 23, source: 'group', sourceName: '华南分公司', overridden: false }],
    ['group over parent group', [vehicle({}), fleet({ lowVoltage: 12 }), region({ lowVoltage: 23 }), customer({})], { value: 12, source: 'group', sourceName: '深圳车队', overridden: false }],
    ['vehicle over everything', [vehicle({ lowVoltage: 24 }), fleet({ lowVoltage: 12 }), region({ lowVoltage: 23 }), customer({ lowVoltage: 11 })], { value: 24, source: 'vehicle', sourceName: '粤B·12345', overridden: true }],
    ['a group target set on itself', [fleet({ lowVoltage: 12 }), region({}), customer({})], { value: 12, source: 'group', sourceName: '深圳车队', overridden: true }],
    ['the customer target itself', [customer({ lowVoltage: 11 })], { value: 11, source: 'customer', sourceName: '鹏程物流', overridden: true }],
  ] as const)('%s', (_name, layers, expected) => {
    expect(lowVoltage([...layers])).toEqual(expected);
  });

  it('resolves each key on its own', () => {
    const values = resolveThresholds([vehicle({ collisionG: 4 }), fleet({ idlingMinutes: 20 }), customer({ noFixMinutes: 8 })]);
    const byKey = Object.fromEntries(values.map((item) => [item.key, [item.value, item.source]]));
    expect(byKey).toMatchObject({ collisionG: [4, 'vehicle'], idlingMinutes: [20, 'group'], noFixMinutes: [8, 'customer'], lowVoltage: [11.4, 'system'], towingSpeed: [20, 'system'], towingSeconds: [120, 'system'], rolloverAngle: [45, 'system'], rolloverSeconds: [30, 'system'] });
  });
});

describe('health threshold endpoints', () => {
  let server: TestServer;
  let operator: string;
  let sub: string;
  let shenzhen: number;
  let southChina: number;
  let eastChina: number;
  let vehicleId: number;

  beforeAll(async () => {
    ({ server, operator, sub } = await startWithSessions());
    shenzhen = groupIdOf(server.app, '深圳车队');
    southChina = groupIdOf(server.app, '华南分公司');
    eastChina = groupIdOf(server.app, '华东分公司');
    vehicleId = vehiclesUnder(server.app, '深圳车队')[0] ?? 0;
  });
  afterAll(() => server.close());

  const read = async (query: string, sessionId = operator) => (await getJson<HealthThresholds>(server.app, `${GET}${query}`, sessionId)).body;
  const update = async (body: object, sessionId = operator) => (await postJson<ConfigResult>(server.app, UPDATE, body, sessionId)).body;
  const value = (body: { obj: HealthThresholds }, key: string) => body.obj.thresholds.find((item) => item.key === key);

  it('answers built-in defaults from fleet-domain.md for a fresh customer', async () => {
    const body = await read('');
    expect(healthThresholdsSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj).toMatchObject({ target: 'customer', targetId: 1, editable: true });
    expect(Object.fromEntries(body.obj.thresholds.map((item) => [item.key, item.value]))).toEqual({
      lowVoltage: 11.4, noFixMinutes: 5, idlingMinutes: 10, towingSpeed: 20, towingSeconds: 120, collisionG: 3, rolloverAngle: 45, rolloverSeconds: 30,
    });
    expect(body.obj.thresholds.every((item) => item.source === 'system' && item.name.length > 0)).toBe(true);
  });

  it('inherits vehicle ← group ← parent group ← customer, and says where each value came from', async () => {
    expect(await update({ thresholds: { lowVoltage: 11, noFixMinutes: 8 } })).toMatchObject({ flag: 1, obj: { updated: 2 } });
    expect((await update({ groupId: southChina, thresholds: { lowVoltage: 23.04 } })).flag).toBe(1);
    expect((await update({ groupId: shenzhen, thresholds: { idlingMinutes: 20 } })).flag).toBe(1);
    expect((await update({ vehicleId, thresholds: { collisionG: 4.5 } })).flag).toBe(1);
    const body = await read(`?vehicleId=${vehicleId}`);
    expect(body.obj).toMatchObject({ target: 'vehicle', targetId: vehicleId, editable: true });
    expect(value(body, 'collisionG')).toMatchObject({ value: 4.5, source: 'vehicle', overridden: true });
    expect(value(body, 'idlingMinutes')).toMatchObject({ value: 20, source: 'group', sourceId: shenzhen, sourceName: '深圳车队', overridden: false });
    expect(value(body, 'lowVoltage')).toMatchObject({ value: 23, source: 'group', sourceId: southChina, sourceName: '华南分公司' });
    expect(value(body, 'noFixMinutes')).toMatchObject({ value: 8, source: 'customer', sourceName: '鹏程物流（演示）' });
    expect(value(body, 'towingSpeed')).toMatchObject({ value: 20, source: 'system', sourceId: null });
    // null removes the vehicle's own value: it inherits again
    expect((await update({ vehicleId, thresholds: { collisionG: null } })).obj.updated).toBe(1);
    expect(value(await read(`?vehicleId=${vehicleId}`), 'collisionG')).toMatchObject({ value: 3, source: 'system' });
    expect(value(await read(`?groupId=${shenzhen}`), 'idlingMinutes')).toMatchObject({ source: 'group', overridden: true });
  });

  it.each([
    [{ thresholds: { lowVoltage: 8 } }, '低电压报警电压必须在 9 到 30 V之间'],
    [{ thresholds: { rolloverAngle: 91 } }, '侧翻倾角必须在 15 到 90 °之间'],
    [{ thresholds: { lowVoltage: '12' } }, '参数错误：阈值的低电压阈值(lowVoltage)必须是数字'],
    [{ thresholds: { brakes: 3 } }, '参数错误：阈值中不支持的参数 brakes'],
    [{ thresholds: {} }, '请至少设置一项阈值'],
    [{ vehicleId: 1, groupId: 1, thresholds: { lowVoltage: 12 } }, '车辆和分组只能指定其中一个'],
    [{ vehicleId: 99_999_999, thresholds: { lowVoltage: 12 } }, '车辆或分组不存在或无权查看'],
    [{ lowVoltage: 12 }, '参数错误：缺少必填参数 阈值(thresholds)'],
  ])('refuses the update %j in Chinese', async (body, msg) => {
    expect(await update(body)).toEqual({ flag: 0, msg });
  });

  it.each([
    ['?vehicleId=1&groupId=1', '车辆和分组只能指定其中一个'],
    ['?groupId=99999', '车辆或分组不存在或无权查看'],
    ['?vehicleId=abc', '参数错误：车辆ID(vehicleId)必须是数字'],
  ])('refuses the read %s in Chinese', async (query, msg) => {
    expect(await read(query)).toEqual({ flag: 0, msg });
  });

  it("keeps the sub-user to their groups: no foreign targets, no customer default, ancestors unnamed", async () => {
    const foreignVehicle = vehiclesUnder(server.app, '华东分公司')[0];
    expect(await read(`?vehicleId=${foreignVehicle}`, sub)).toEqual({ flag: 0, msg: '车辆或分组不存在或无权查看' });
    expect(await read(`?groupId=${eastChina}`, sub)).toEqual({ flag: 0, msg: '车辆或分组不存在或无权查看' });
    expect(await read(`?groupId=${southChina}`, sub)).toEqual({ flag: 0, msg: '车辆或分组不存在或无权查看' });
    expect(await update({ groupId: eastChina, thresholds: { lowVoltage: 12 } }, sub)).toEqual({ flag: 0, msg: '车辆或分组不存在或无权查看' });
    expect(await update({ thresholds: { lowVoltage: 12 } }, sub)).toEqual({ flag: 0, msg: '子账号无权修改客户默认阈值，请联系主账号' });
    expect((await read('', sub)).obj.editable).toBe(false);
    // their own fleet: readable and editable; the region above it is named only generically
    const own = await read(`?vehicleId=${vehicleId}`, sub);
    expect(value(own, 'lowVoltage')).toMatchObject({ value: 23, source: 'group', sourceId: null, sourceName: '上级分组' });
    expect((await update({ groupId: shenzhen, thresholds: { towingSpeed: 25 } }, sub)).flag).toBe(1);
    expect(value(await read(`?vehicleId=${vehicleId}`), 'towingSpeed')).toMatchObject({ value: 25, sourceName: '深圳车队' });
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(server.app, GET)).body.flag).toBe(4010);
    expect((await postJson(server.app, UPDATE, { thresholds: { lowVoltage: 12 } })).body.flag).toBe(4010);
  });
});

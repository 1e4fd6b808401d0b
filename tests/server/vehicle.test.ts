import type { Page } from '@shared/api/dto/envelope';
import type { VehicleDetail, VehicleRow } from '@shared/api/dto/vehicle-dto';
import { vehicleDetailSchema, vehiclePageSchema } from '@shared/api/dto/vehicle-dto';
import { describe, expect, it } from 'vitest';
import { TEST_VEHICLES, getJson, startWithSessionsForFile } from './helpers';

const PAGE = '/car/v1/api/vehicle/pageVehicle.json';
const DETAIL = '/car/v1/api/vehicle/getVehicle.json';

const env = startWithSessionsForFile();

const page = async (query: string, sessionId: string) => (await getJson<Page<VehicleRow>>(env.server.app, `${PAGE}?${query}`, sessionId)).body;

/** Group ids by name, and the vehicles the sub-user may see, straight from the database. */
function groupId(name: string): number {
  const row = env.server.app.db.prepare<[string], { id: number }>('SELECT id FROM vehicle_groups WHERE name = ?').get(name);
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}

function vehiclesUnder(groupName: string): number[] {
  return env.server.app.db
    .prepare<[string], { id: number }>(
      `SELECT v.id FROM vehicles v JOIN vehicle_groups g ON g.id = v.group_id
       WHERE g.path GLOB (SELECT path FROM vehicle_groups WHERE name = ?) || '*' ORDER BY v.id`,
    )
    .all(groupName)
    .map((row) => row.id);
}

const subVisible = () => [...vehiclesUnder('西北分公司'), ...vehiclesUnder('深圳车队')].sort((a, b) => a - b);

describe('GET /car/v1/api/vehicle/pageVehicle.json', () => {
  it('pages the whole customer for the operator, 10 rows by default, in the shared DTO shape', async () => {
    const body = await page('', env.operator);
    expect(vehiclePageSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj).toMatchObject({ total: TEST_VEHICLES, pageNum: 1, pageSize: 10 });
    expect(body.obj.list).toHaveLength(10);
    const [first] = body.obj.list;
    expect(first?.plate).toMatch(/^[\u4e00-\u9fa5][A-Z]·[0-9A-HJ-NP-Z]{5}$/);
    expect(first?.deviceNo).toMatch(/^\d{15}$/);
  });

  it('pages with pageNum and pageSize, and answers an empty page past the end', async () => {
    const second = await page('pageNum=2&pageSize=25', env.operator);
    expect(second.obj.list).toHaveLength(25);
    expect(second.obj.list[0]?.vehicleId).toBe((await page('pageSize=26', env.operator)).obj.list[25]?.vehicleId);
    const past = await page('pageNum=999&pageSize=1000', env.operator);
    expect(past.obj).toMatchObject({ list: [], total: TEST_VEHICLES, pageNum: 999 });
  });

  it('finds a vehicle by plate (with or without the separator) and by part of the device number', async () => {
    const [target] = (await page('pageNum=3&pageSize=1', env.operator)).obj.list;
    if (!target) throw new Error('no vehicle');
    for (const keyword of [target.plate, target.plate.replace('·', ''), target.plate.toLowerCase(), target.deviceNo.slice(5, 13)]) {
      const found = await page(`keyword=${encodeURIComponent(keyword)}&pageSize=1000`, env.operator);
      expect(found.obj.list.map((row) => row.vehicleId)).toContain(target.vehicleId);
    }
    expect((await page('keyword=%E6%B2%A1%E6%9C%89', env.operator)).obj.total).toBe(0);
  });

  it('filters by a group including its descendants, and by state', async () => {
    const region = await page(`groupId=${groupId('华东分公司')}&pageSize=1000`, env.operator);
    expect(region.obj.total).toBe(vehiclesUnder('华东分公司').length);
    expect(new Set(region.obj.list.map((row) => row.groupName)).size).toBeGreaterThan(1);
    expect(region.obj.list.every((row) => row.groupName.endsWith('车队'))).toBe(true);
    const offline = await page('state=offline&pageSize=1000', env.operator);
    expect(offline.obj.total).toBeGreaterThan(0);
    expect(offline.obj.list.every((row) => row.state === 'offline' && row.speed === 0)).toBe(true);
    const inactive = await page('state=inactive&pageSize=1000', env.operator);
    expect(inactive.obj.list.every((row) => row.lng === null && row.lastFixTime === null && row.platformExpireDate === null)).toBe(true);
  });

  it('treats empty form fields as absent', async () => {
    expect((await page('keyword=&groupId=&state=', env.operator)).obj.total).toBe(TEST_VEHICLES);
  });

  it.each([
    ['pageNum=0', '参数错误：页码(pageNum)不能小于 1'],
    ['pageSize=0', '参数错误：每页条数(pageSize)不能小于 1'],
    ['pageSize=1001', '参数错误：每页条数(pageSize)不能大于 1000'],
    ['pageSize=ten', '参数错误：每页条数(pageSize)必须是数字'],
    ['groupId=1.5', '参数错误：分组(groupId)必须是数字'],
    ['state=flying', '参数错误：状态(state)的取值不在允许范围内'],
    [`keyword=${'x'.repeat(51)}`, '参数错误：关键字(keyword)长度不能超过 50 个字符'],
  ])('validates %s', async (query, msg) => {
    const reply = await getJson(env.server.app, `${PAGE}?${query}`, env.operator);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ flag: 0, msg });
  });

  it('shows the sub-user only the vehicles of their groups and their descendants', async () => {
    const expected = subVisible();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(TEST_VEHICLES);
    const body = await page('pageSize=1000', env.sub);
    expect(body.obj.total).toBe(expected.length);
    expect(body.obj.list.map((row) => row.vehicleId)).toEqual(expected);
    expect(new Set(body.obj.list.map((row) => row.groupName))).toEqual(new Set(['西安车队', '兰州车队', '乌鲁木齐车队', '深圳车队']));
  });

  it('never widens the sub-user scope through groupId or keyword', async () => {
    expect((await page(`groupId=${groupId('总公司')}&pageSize=1000`, env.sub)).obj.total).toBe(subVisible().length);
    expect((await page(`groupId=${groupId('华东分公司')}`, env.sub)).obj.total).toBe(0);
    const outside = env.server.app.db.prepare<[number], { plate: string }>('SELECT plate FROM vehicles WHERE id = ?').get(vehiclesUnder('华东分公司')[0] ?? 0);
    expect((await page(`keyword=${encodeURIComponent(outside?.plate ?? '')}`, env.sub)).obj.total).toBe(0);
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(env.server.app, PAGE)).body.flag).toBe(4010);
  });
});

describe('GET /car/v1/api/vehicle/getVehicle.json', () => {
  it('returns the detail of a visible vehicle in the shared DTO shape', async () => {
    const [row] = (await page('pageSize=1', env.operator)).obj.list;
    const reply = await getJson<VehicleDetail>(env.server.app, `${DETAIL}?vehicleId=${row?.vehicleId}`, env.operator);
    expect(vehicleDetailSchema.safeParse(reply.body.obj).success).toBe(true);
    expect(reply.body.obj).toMatchObject({ ...row });
    expect(reply.body.obj.simNo).toMatch(/^1440\d{9}$/);
    expect(reply.body.obj.model).toBeTruthy();
  });

  it("gives the sub-user its own vehicles, and the same answer for another's vehicle as for a missing one", async () => {
    const own = subVisible()[0];
    expect((await getJson<VehicleDetail>(env.server.app, `${DETAIL}?vehicleId=${own}`, env.sub)).body.flag).toBe(1);
    const foreign = vehiclesUnder('华东分公司')[0];
    const denied = await getJson(env.server.app, `${DETAIL}?vehicleId=${foreign}`, env.sub);
    const missing = await getJson(env.server.app, `${DETAIL}?vehicleId=999999`, env.sub);
    expect(denied.body).toEqual({ flag: 0, msg: '车辆不存在或无权查看' });
    expect(missing.body).toEqual(denied.body);
    expect((await getJson(env.server.app, `${DETAIL}?vehicleId=${foreign}`, env.operator)).body.flag).toBe(1);
  });

  it.each([
    ['', '参数错误：缺少必填参数 车辆ID(vehicleId)'],
    ['?vehicleId=abc', '参数错误：车辆ID(vehicleId)必须是数字'],
    ['?vehicleId=-1', '参数错误：车辆ID(vehicleId)不能小于 1'],
    ['?vehicleId=1.5', '参数错误：车辆ID(vehicleId)必须是数字'],
    ['?vehicleId=0x10', '参数错误：车辆ID(vehicleId)必须是数字'],
  ])('validates %s', async (query, msg) => {
    expect((await getJson(env.server.app, `${DETAIL}${query}`, env.operator)).body).toEqual({ flag: 0, msg });
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(env.server.app, `${DETAIL}?vehicleId=1`)).body.flag).toBe(4010);
  });
});

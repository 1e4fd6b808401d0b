import { ONLINE_STATES, groupTreeSchema, vehicleColumnsSchema, vehicleListSchema, vehicleListWireSchema, type GroupTree, type VehicleColumns } from '@shared/api/dto/group-dto';
import { buildGroupTree, type GroupCount, type GroupRecord } from '@server/db/group-tree';
import { describe, expect, it } from 'vitest';
import { TEST_VEHICLES, getJson, startWithSessionsForFile } from './helpers';

const TREE = '/car/v1/api/group/getGroupTree.json';
const GROUP_VEHICLES = '/car/v1/api/group/listGroupVehicles.json';
const ALL = '/car/v1/api/vehicle/listAllVehicles.json';

describe('buildGroupTree (roll-up over the materialised path)', () => {
  const groups: GroupRecord[] = [
    { id: 1, parentId: null, name: '总公司', path: '/1/' },
    { id: 2, parentId: 1, name: '华南', path: '/1/2/' },
    { id: 3, parentId: 2, name: '深圳', path: '/1/2/3/' },
    { id: 4, parentId: 2, name: '广州', path: '/1/2/4/' },
    { id: 5, parentId: 1, name: '华北', path: '/1/5/' },
  ];
  const counts: GroupCount[] = [
    { groupId: 1, total: 1, online: 0 },
    { groupId: 3, total: 10, online: 4 },
    { groupId: 4, total: 5, online: 5 },
    { groupId: 5, total: 2, online: 1 },
  ];

  it.each([
    // [case, visible group ids, expected [groupId, level, own, online, total] in pre-order]
    ['operator: everything rolls up to the root', [1, 2, 3, 4, 5], [[1, 0, 1, 10, 18], [5, 1, 2, 1, 2], [2, 1, 0, 9, 15], [4, 2, 5, 5, 5], [3, 2, 10, 4, 10]]],
    ['sub-user with one region: the region is the root', [2, 3, 4], [[2, 0, 0, 9, 15], [4, 1, 5, 5, 5], [3, 1, 10, 4, 10]]],
    ['sub-user with two separate fleets: two roots, no invented parent', [3, 5], [[5, 0, 2, 1, 2], [3, 0, 10, 4, 10]]],
    ['an empty group keeps zero counts', [4], [[4, 0, 5, 5, 5]]],
  ])('%s', (_, visible, expected) => {
    const tree = buildGroupTree(groups.filter((group) => visible.includes(group.id)), counts);
    expect(tree.groups.map((node) => [node.groupId, node.level, node.ownTotal, node.online, node.total])).toEqual(expected);
    expect(tree.total).toBe(expected.filter(([, level]) => level === 0).reduce((sum, row) => sum + (row[4] ?? 0), 0));
    expect(tree.groups.filter((node) => node.level === 0).every((node) => node.parentId === null)).toBe(true);
  });

  it('sorts siblings by their Chinese name and counts children', () => {
    const tree = buildGroupTree(groups, []);
    expect(tree.groups.find((node) => node.groupId === 2)?.childCount).toBe(2);
    expect(tree.groups.map((node) => node.name)).toEqual(['总公司', '华北', '华南', '广州', '深圳']);
  });
});

const env = startWithSessionsForFile();

function groupId(name: string): number {
  const row = env.server.app.db.prepare<[string], { id: number }>('SELECT id FROM vehicle_groups WHERE name = ?').get(name);
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}

/** Straight from the database: vehicles under a group (descendants included) and how many are online. */
function countsUnder(name: string): { total: number; online: number } {
  return env.server.app.db
    .prepare<[string], { total: number; online: number }>(
      `SELECT COUNT(*) AS total, COALESCE(SUM(s.state IN (${ONLINE_STATES.map((state) => `'${state}'`).join(',')})), 0) AS online
       FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id JOIN vehicle_groups g ON g.id = v.group_id
       WHERE g.path GLOB (SELECT path FROM vehicle_groups WHERE name = ?) || '*'`,
    )
    .get(name) ?? { total: 0, online: 0 };
}

describe('GET /car/v1/api/group/getGroupTree.json', () => {
  it('gives the operator the whole tree, pre-order, with rolled-up counts that match the database', async () => {
    const { body } = await getJson<GroupTree>(env.server.app, TREE, env.operator);
    expect(body.flag).toBe(1);
    expect(groupTreeSchema.safeParse(body.obj).success).toBe(true);
    const [root] = body.obj.groups;
    expect(root).toMatchObject({ name: '总公司', level: 0, parentId: null, total: TEST_VEHICLES });
    expect(body.obj.total).toBe(TEST_VEHICLES);
    for (const name of ['总公司', '华南分公司', '深圳车队', '西北分公司']) {
      const node = body.obj.groups.find((group) => group.name === name);
      expect({ name, total: node?.total, online: node?.online }).toEqual({ name, ...countsUnder(name) });
    }
    // pre-order: every node's parent comes before it
    const seen = new Set<number>();
    for (const node of body.obj.groups) {
      if (node.parentId !== null) expect(seen.has(node.parentId)).toBe(true);
      seen.add(node.groupId);
    }
  });

  it("roots a sub-user's tree at their assigned groups", async () => {
    const { body } = await getJson<GroupTree>(env.server.app, TREE, env.sub);
    const roots = body.obj.groups.filter((node) => node.level === 0).map((node) => node.name);
    expect(roots.sort()).toEqual(['深圳车队', '西北分公司'].sort());
    expect(body.obj.groups.map((node) => node.name)).not.toContain('总公司');
    expect(body.obj.groups.every((node) => ['深圳车队', '西北分公司', '西安车队', '兰州车队', '乌鲁木齐车队'].includes(node.name))).toBe(true);
    expect(body.obj.total).toBe(countsUnder('西北分公司').total + countsUnder('深圳车队').total);
  });

  it('counts a vehicle that goes offline at once (the kept tree is rebuilt after a status write)', async () => {
    const before = (await getJson<GroupTree>(env.server.app, TREE, env.operator)).body.obj;
    const db = env.server.app.db;
    const onlineId = db.prepare("SELECT vehicle_id FROM vehicle_status WHERE state = 'online' LIMIT 1").pluck().get() as number;
    db.prepare("UPDATE vehicle_status SET state = 'offline' WHERE vehicle_id = ?").run(onlineId);
    const after = (await getJson<GroupTree>(env.server.app, TREE, env.operator)).body.obj;
    expect(after.online).toBe(before.online - 1);
    expect(after.total).toBe(before.total);
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(env.server.app, TREE)).body.flag).toBe(4010);
  });
});

describe('GET /car/v1/api/group/listGroupVehicles.json', () => {
  it("returns a fleet's vehicles column-wise, all columns the same length", async () => {
    const { body } = await getJson<VehicleColumns>(env.server.app, `${GROUP_VEHICLES}?groupId=${groupId('深圳车队')}`, env.operator);
    expect(body.flag).toBe(1);
    expect(vehicleColumnsSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj.count).toBe(countsUnder('深圳车队').total);
    for (const column of [body.obj.vehicleId, body.obj.plate, body.obj.groupId, body.obj.state, body.obj.lng, body.obj.fixTime]) expect(column).toHaveLength(body.obj.count);
    expect(new Set(body.obj.groupId)).toEqual(new Set([groupId('深圳车队')]));
    expect(body.obj.serverTime).toBe(new Date(env.server.clock.now()).toISOString());
  });

  it('lists only direct vehicles by default, descendants on request', async () => {
    const region = groupId('华南分公司');
    expect((await getJson<VehicleColumns>(env.server.app, `${GROUP_VEHICLES}?groupId=${region}`, env.operator)).body.obj.count).toBe(0);
    const all = await getJson<VehicleColumns>(env.server.app, `${GROUP_VEHICLES}?groupId=${region}&includeDescendants=true`, env.operator);
    expect(all.body.obj.count).toBe(countsUnder('华南分公司').total);
  });

  it.each([
    ['', '参数错误：缺少必填参数 分组(groupId)'],
    ['groupId=abc', '参数错误：分组(groupId)必须是数字'],
    ['groupId=0', '参数错误：分组(groupId)不能小于 1'],
    ['groupId=1&includeDescendants=maybe', '参数错误：包含下级分组(includeDescendants)必须是布尔值'],
  ])('validates "%s"', async (query, msg) => {
    const reply = await getJson(env.server.app, `${GROUP_VEHICLES}?${query}`, env.operator);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ flag: 0, msg });
  });

  it("refuses a sub-user another group, and a missing group, with the same Chinese message", async () => {
    const foreign = await getJson(env.server.app, `${GROUP_VEHICLES}?groupId=${groupId('华东分公司')}&includeDescendants=true`, env.sub);
    const root = await getJson(env.server.app, `${GROUP_VEHICLES}?groupId=${groupId('总公司')}`, env.sub);
    const missing = await getJson(env.server.app, `${GROUP_VEHICLES}?groupId=999999`, env.sub);
    expect(foreign.body).toEqual({ flag: 0, msg: '分组不存在或无权查看' });
    expect(root.body).toEqual(foreign.body);
    expect(missing.body).toEqual(foreign.body);
    const own = await getJson<VehicleColumns>(env.server.app, `${GROUP_VEHICLES}?groupId=${groupId('兰州车队')}`, env.sub);
    expect(own.body.obj.count).toBe(countsUnder('兰州车队').total);
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(env.server.app, `${GROUP_VEHICLES}?groupId=1`)).body.flag).toBe(4010);
  });
});

describe('GET /car/v1/api/vehicle/listAllVehicles.json', () => {
  /** The answer's `obj` as sent (`wire`) and as the endpoint's schema decodes it (`obj`). */
  const getAll = async (sessionId: string) => {
    const { body } = await getJson<unknown>(env.server.app, ALL, sessionId);
    return { body: { ...body, wire: body.obj, obj: vehicleListSchema.parse(body.obj) } };
  };
  it('lists every vehicle of the operator, ordered by id, with positions and states', async () => {
    const { body } = await getAll(env.operator);
    expect(vehicleListWireSchema.safeParse(body.wire).success).toBe(true);
    expect(body.obj.count).toBe(TEST_VEHICLES);
    expect(body.obj.vehicleId).toEqual([...body.obj.vehicleId].sort((a, b) => a - b));
    const i = body.obj.state.indexOf('inactive');
    expect(body.obj.lng[i]).toBeNull();
    expect(body.obj.fixTime[i]).toBeNull();
    const j = body.obj.state.indexOf('online');
    expect(typeof body.obj.fixTime[j]).toBe('number');
  });

  it('gives the sub-user only the vehicles of their groups', async () => {
    const { body } = await getAll(env.sub);
    expect(body.obj.count).toBe(countsUnder('西北分公司').total + countsUnder('深圳车队').total);
    const allowed = new Set(['西安车队', '兰州车队', '乌鲁木齐车队', '深圳车队'].map(groupId));
    expect(body.obj.groupId.every((id) => allowed.has(id))).toBe(true);
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(env.server.app, ALL)).body.flag).toBe(4010);
  });

  it('keeps its answer across writes the list does not read, and answers anew after one it reads', async () => {
    const first = await getAll(env.operator);
    // serverTime says when the answer was built: a reused answer keeps it
    env.server.clock.advance(60_000);
    const db = env.server.app.db;
    db.prepare('UPDATE captchas SET captcha_key = captcha_key').run();
    const again = await getAll(env.operator);
    expect(again.body.obj.serverTime).toBe(first.body.obj.serverTime);
    const vehicleId = first.body.obj.vehicleId[0] as number;
    db.prepare('UPDATE vehicle_status SET speed = 77 WHERE vehicle_id = ?').run(vehicleId);
    const after = await getAll(env.operator);
    expect(after.body.obj.speed[0]).toBe(77);
    expect(after.body.obj.serverTime).not.toBe(first.body.obj.serverTime);
  });
});

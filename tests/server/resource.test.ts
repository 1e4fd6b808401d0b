import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { resourceListSchema } from '@shared/api/dto/resource-dto';
import { SUB_APPS } from '@shared/constants/platforms';
import { describe, expect, it } from 'vitest';
import { getJson, startWithSessionsForFile } from './helpers';

const NEW_LIST = '/car/v1/api/resource/newList.json?version=v4&from=carWeb4';
const LIST = '/car/v1/api/resource/list.json';
const CENTRE_IDS = [4002, 4001, 1601, 400301, 400302, 400303];

const env = startWithSessionsForFile();

function childById(item: ResourceItem | undefined, id: number | string): ResourceItem | undefined {
  return item?.children?.find((child) => child.id === id);
}

describe('GET /car/v1/api/resource/newList.json', () => {
  it("gives the operator one root wrapper holding every centre menu, all nine sub-apps and the console's buttons", async () => {
    const reply = await getJson<ResourceItem[]>(env.server.app, NEW_LIST, env.operator);
    expect(resourceListSchema.safeParse(reply.body.obj).success).toBe(true);
    expect(reply.body.obj).toHaveLength(1);
    const root = reply.body.obj[0];
    expect(root).toMatchObject({ id: 0, name: '全部', type: 0 });
    const ids = root?.children?.map((child) => child.id);
    expect(ids).toEqual([...CENTRE_IDS, ...SUB_APPS.map((app) => app.id)]);
    expect(childById(root, 4002)).toMatchObject({ name: '站内消息', type: 1, path: '/center/notice' });
    expect(childById(root, 'data-report')).toMatchObject({ type: 1, path: '/data-report/' });
    const car = childById(root, 'car');
    expect(car).toMatchObject({ name: '智能车联', type: 1, path: '/car/' });
    expect(car?.children?.map((button) => [button.id, button.type])).toEqual([
      ['car:vehicle:edit', 3],
      ['car:command:send', 3],
      ['car:command:fuelCut', 3],
      ['car:alarm:process', 3],
      ['car:export', 3],
    ]);
  });

  it('gives the sub-user fewer menus, sub-apps and buttons', async () => {
    const root = (await getJson<ResourceItem[]>(env.server.app, NEW_LIST, env.sub)).body.obj[0];
    expect(root?.children?.map((child) => child.id)).toEqual([4002, 4001, 1601, 400303, 'car', 'dataCenter', 'data-report']);
    expect(childById(root, 'car')?.children?.map((button) => button.id)).toEqual(['car:alarm:process', 'car:export']);
  });

  it.each([
    ['version=v3&from=carWeb4', '参数错误：版本(version)必须为 v4'],
    ['version=v4&from=web', '参数错误：来源(from)必须为 carWeb4'],
    ['version=v4', '参数错误：缺少必填参数 来源(from)'],
    ['', '参数错误：缺少必填参数 版本(version)'],
  ])('validates ?%s', async (query, msg) => {
    const reply = await getJson(env.server.app, `/car/v1/api/resource/newList.json?${query}`, env.operator);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ flag: 0, msg });
  });

  it('answers 4010 without a session', async () => {
    expect((await getJson(env.server.app, NEW_LIST)).body.flag).toBe(4010);
  });
});

describe('GET /car/v1/api/resource/list.json', () => {
  it('returns the same resources as a flat list, parents before children', async () => {
    const flat = (await getJson<ResourceItem[]>(env.server.app, LIST, env.sub)).body.obj;
    expect(flat.map((item) => item.id)).toEqual([4002, 4001, 1601, 400303, 'car', 'car:alarm:process', 'car:export', 'dataCenter', 'data-report']);
    expect(flat.every((item) => item.children === undefined)).toBe(true);
  });

  it('validates the optional parameters and needs a session', async () => {
    expect((await getJson(env.server.app, `${LIST}?version=v9`, env.operator)).body).toEqual({ flag: 0, msg: '参数错误：版本(version)必须为 v4' });
    expect((await getJson(env.server.app, LIST)).body.flag).toBe(4010);
  });
});

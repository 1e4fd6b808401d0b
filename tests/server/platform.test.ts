import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import { subAppListSchema } from '@shared/api/dto/platform-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { SUB_APPS } from '@shared/constants/platforms';
import { describe, expect, it } from 'vitest';
import { getJson, startWithSessionsForFile } from './helpers';

const URL = '/car/v1/api/platform/getPlatformByRoleId.json';
const env = startWithSessionsForFile();

describe('GET /car/v1/api/platform/getPlatformByRoleId.json', () => {
  it("lists all nine sub-apps for the operator's role, with the spec's ids, paths and platformIds", async () => {
    const reply = await getJson<SubAppEntry[]>(env.server.app, URL, env.operator);
    expect(subAppListSchema.safeParse(reply.body.obj).success).toBe(true);
    expect(reply.body.obj.map((entry) => [entry.systemId, entry.path, entry.platformId, entry.title])).toEqual(
      SUB_APPS.map((app) => [app.id, app.path, app.platformId, app.title]),
    );
    const [car, card] = reply.body.obj;
    expect(car).toMatchObject({ name: 'car', productionEntry: '/apps/car/', developmentEntry: 'http://localhost:3001/apps/car/', enabled: true });
    expect(card).toMatchObject({ productionEntry: '/apps/card/', developmentEntry: 'http://localhost:3002/apps/card/' });
    expect(reply.body.obj.every((entry) => /^\d{4}-\d{2}$/.test(entry.created) && entry.icon && entry.iconfont)).toBe(true);
  });

  it("lists fewer for the sub-user's role", async () => {
    const reply = await getJson<SubAppEntry[]>(env.server.app, URL, env.sub);
    expect(reply.body.obj.map((entry) => entry.systemId)).toEqual(['car', 'dataCenter', 'data-report']);
  });

  it('accepts the caller’s own roleId and refuses another role’s', async () => {
    const subRole = (await getJson<UserInfo>(env.server.app, '/car/v1/api/user/getUser.json', env.sub)).body.obj.roleId;
    const operatorRole = (await getJson<UserInfo>(env.server.app, '/car/v1/api/user/getUser.json', env.operator)).body.obj.roleId;
    expect((await getJson<SubAppEntry[]>(env.server.app, `${URL}?roleId=${subRole}`, env.sub)).body.obj).toHaveLength(3);
    expect((await getJson(env.server.app, `${URL}?roleId=${operatorRole}`, env.sub)).body).toEqual({ flag: 0, msg: '无权查看该角色的平台' });
  });

  it('validates roleId and needs a session', async () => {
    expect((await getJson(env.server.app, `${URL}?roleId=abc`, env.sub)).body).toEqual({ flag: 0, msg: '参数错误：角色ID(roleId)必须是数字' });
    expect((await getJson(env.server.app, `${URL}?roleId=0`, env.sub)).body).toEqual({ flag: 0, msg: '参数错误：角色ID(roleId)不能小于 1' });
    expect((await getJson(env.server.app, URL)).body.flag).toBe(4010);
  });
});

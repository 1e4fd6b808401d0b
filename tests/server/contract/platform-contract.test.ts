import { callEndpoint } from '@shared/api/call-endpoint';
import { rolePlatformsEndpoint } from '@shared/api/endpoints/platform-endpoints';
import { listRolePlatforms } from '@shared/api/platform-api';
import { getUser } from '@shared/api/user-api';
import { SUB_APPS } from '@shared/constants/platforms';
import { describe, expect, it } from 'vitest';
import { startContractServerForFile } from './contract-kit';

describe('platform endpoint: client function against the real server', () => {
  const env = startContractServerForFile();

  it('listRolePlatforms answers the sub-apps of the caller\'s role', async () => {
    expect((await listRolePlatforms(env.operator)).map((entry) => entry.systemId)).toEqual(SUB_APPS.map((app) => app.id));
    expect((await listRolePlatforms(env.sub)).map((entry) => entry.systemId)).toEqual(['car', 'dataCenter', 'data-report']);
    await expect(listRolePlatforms(env.anonymous)).rejects.toMatchObject({ kind: 'session-expired' });
  });

  it('a roleId may confirm the caller\'s role; another role\'s is refused by the server', async () => {
    const subRole = (await getUser(env.sub)).roleId;
    const operatorRole = (await getUser(env.operator)).roleId;
    expect(await callEndpoint(env.sub, rolePlatformsEndpoint, { roleId: subRole })).toHaveLength(3);
    await expect(callEndpoint(env.sub, rolePlatformsEndpoint, { roleId: operatorRole })).rejects.toMatchObject({
      kind: 'flag',
      message: '无权查看该角色的平台',
    });
  });
});

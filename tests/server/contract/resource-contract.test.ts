import { callEndpoint } from '@shared/api/call-endpoint';
import { resourceFlatListEndpoint } from '@shared/api/endpoints/resource-endpoints';
import { listResources } from '@shared/api/resource-api';
import { describe, expect, it } from 'vitest';
import { startContractServerForFile } from './contract-kit';

describe('resource endpoints: client function against the real server', () => {
  const env = startContractServerForFile();

  it('listResources answers one root holding the role\'s menus, sub-apps and buttons', async () => {
    const [operatorRoot] = await listResources(env.operator);
    expect(operatorRoot).toMatchObject({ id: 0, type: 0 });
    const car = operatorRoot?.children?.find((child) => child.id === 'car');
    expect(car?.children?.map((button) => button.id)).toContain('car:command:send');
    const [subRoot] = await listResources(env.sub);
    expect(subRoot?.children?.map((child) => child.id)).toEqual([4002, 4001, 1601, 400303, 'car', 'dataCenter', 'data-report']);
    await expect(listResources(env.anonymous)).rejects.toMatchObject({ kind: 'session-expired' });
  });

  it('the flat list (no client function of its own) answers the same resources, parents before children', async () => {
    const flat = await callEndpoint(env.sub, resourceFlatListEndpoint, { version: 'v4' });
    expect(flat.map((item) => item.id)).toEqual([4002, 4001, 1601, 400303, 'car', 'car:alarm:process', 'car:export', 'dataCenter', 'data-report']);
  });
});

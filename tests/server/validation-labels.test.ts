import { hasFieldLabel } from '@shared/api/validation/field-labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJsonAs, sessionFor, startTestServer, type TestServer } from './helpers';
import { listRegisteredRoutes, propertyNames } from './route-schemas';

describe('Chinese labels for request fields', () => {
  it('every property of every registered route schema has a Chinese label', async () => {
    const routes = await listRegisteredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const unlabelled = routes.flatMap((route) =>
      [...propertyNames(route.schemas)].filter((name) => !hasFieldLabel(name)).map((name) => `${route.url}: ${name}`),
    );
    expect(unlabelled).toEqual([]);
  });
});

describe('validation messages through the real routes', () => {
  let server: TestServer;
  let sessionId: string;
  beforeAll(async () => {
    server = await startTestServer();
    sessionId = await sessionFor(server.app, 'demo');
  });
  afterAll(() => server.close());

  it.each([
    ['/car/v1/api/command/checkCommandDownBatchTer.json', { vehicleIds: ['x'], commandCode: 'LOCATE' }, '参数错误：车辆列表(vehicleIds)第1项必须是数字'],
    ['/car/v1/api/command/checkCommandDownBatchTer.json', { vehicleIds: [1] }, '参数错误：缺少必填参数 指令类型(commandCode)'],
    ['/car/v4/api/address/baidu/getGeo.json', { lonAndLatToAddressVOS: [{ lon: 116.4, lat: 39.9, index: 0 }, { lon: 'e', lat: 39.9, index: 1 }] }, '参数错误：坐标列表第2项的经度(lon)必须是数字'],
  ])('%s %j → %s', async (url, body, msg) => {
    const reply = await postJsonAs(server.app, url, body, sessionId);
    expect(reply.body).toEqual({ flag: 0, msg });
  });
});

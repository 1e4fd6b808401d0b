import type { CustomerInfo } from '@shared/api/dto/customer-dto';
import { customerInfoSchema } from '@shared/api/dto/customer-dto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startTestServer, type TestServer } from './helpers';

const URL = '/car/v1/api/customer/getCustomerInfo.json';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /car/v1/api/customer/getCustomerInfo.json', () => {
  it('answers any unknown host with the default branding and the newer login, without a session', async () => {
    const reply = await getJson<CustomerInfo>(server.app, `${URL}?url=fleet.example.com`);
    expect(customerInfoSchema.safeParse(reply.body.obj).success).toBe(true);
    expect(reply.body).toMatchObject({ flag: 1, obj: { customerFlag: 1, title: '车辆定位平台', loginStyle: 'new' } });
    expect(reply.body.obj.iconUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(reply.body.obj.keyword).toContain('车辆定位');
  });

  it.each(['old.fleet.local', 'OLD.fleet.local:8080', 'http://old.fleet.local:8080/home'])('gives %s the older login screen', async (host) => {
    const reply = await getJson<CustomerInfo>(server.app, `${URL}?url=${encodeURIComponent(host)}`);
    expect(reply.body.obj.loginStyle).toBe('old');
  });

  it.each([
    ['', '参数错误：缺少必填参数 域名(url)'],
    ['?url=', '参数错误：缺少必填参数 域名(url)'],
    [`?url=${'a'.repeat(256)}`, '参数错误：域名(url)长度不能超过 255 个字符'],
  ])('validates %s', async (query, msg) => {
    const reply = await getJson(server.app, `${URL}${query}`);
    expect(reply.body).toEqual({ flag: 0, msg });
  });
});

import axios from 'axios';
import forge from 'node-forge';
import { login, logout, getLoginPage } from '@shared/api/auth-api';
import { getCustomerInfo } from '@shared/api/customer-api';
import { listResources } from '@shared/api/resource-api';
import { getUser } from '@shared/api/user-api';
import { createHttpClient, type HttpClient } from '@shared/http/http-client';
import { queryOf, sendJson, startLocalServer, type LocalServer } from '../http/local-server';

/**
 * The typed endpoint functions call the spec's paths with the spec's methods and parameters
 * (product-spec §7), against a real local server through node's transport (see http-client.test.ts
 * for why the file stays in jsdom).
 */

const defaultAdapter = axios.defaults.adapter;
let server: LocalServer;
let http: HttpClient;

beforeEach(async () => {
  axios.defaults.adapter = 'http';
  server = await startLocalServer();
  http = createHttpClient({ platformId: 0, baseUrl: server.origin, readSessionId: () => 'S-1', readUserId: () => 42 });
});

afterEach(async () => {
  await server.close();
  axios.defaults.adapter = defaultAdapter;
});

function answer(obj: unknown): void {
  server.reply = (_request, response) => sendJson(response, 200, { flag: 1, msg: '', obj });
}

function onlyRequest() {
  expect(server.requests).toHaveLength(1);
  return server.requests[0] as (typeof server.requests)[number];
}

describe('endpoint functions', () => {
  it('listResources: GET newList.json with version=v4 and from=carWeb4, returning the tree', async () => {
    const tree = [{ id: 0, name: '根', type: 1, children: [{ id: 'car', name: '智能车联', type: 1, path: '/car/', children: null }] }];
    answer(tree);
    await expect(listResources(http)).resolves.toEqual(tree);
    const request = onlyRequest();
    expect(request.method).toBe('GET');
    expect(request.url.split('?')[0]).toBe('/car/v1/api/resource/newList.json');
    expect(queryOf(request)).toEqual({ version: 'v4', from: 'carWeb4' });
  });

  it('getUser: GET getUser.json', async () => {
    const user = {
      userId: 42,
      userName: 'fleet01',
      nickName: '车队一',
      userType: 'operator',
      roleId: 3,
      customerId: 9,
      customerName: '深圳车队',
      phone: '13800000000',
      chatLogo: null,
    };
    answer(user);
    await expect(getUser(http)).resolves.toEqual(user);
    expect(onlyRequest()).toMatchObject({ method: 'GET', url: '/car/v1/api/user/getUser.json' });
  });

  it('getCustomerInfo: GET with the current host as url', async () => {
    const info = { customerFlag: 1, title: '车辆定位平台', description: 'd', keyword: 'k', iconUrl: '/i.png', loginStyle: 'new' };
    answer(info);
    await expect(getCustomerInfo(http, 'fleet.example.com')).resolves.toEqual(info);
    const request = onlyRequest();
    expect(request.method).toBe('GET');
    expect(queryOf(request)).toEqual({ url: 'fleet.example.com' });
  });

  it('logout: GET /oauth/logout', async () => {
    await logout(http);
    expect(onlyRequest()).toMatchObject({ method: 'GET', url: '/oauth/logout' });
  });

  it('login: POST form to /oauth/v4/token with both credentials RSA-encrypted', async () => {
    const pair = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    const decrypt = (cipher: string) =>
      forge.util.decodeUtf8(pair.privateKey.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5'));
    server.reply = (request, response) =>
      request.url === '/oauth/loginPage'
        ? sendJson(response, 200, {
            flag: 1,
            obj: { publicKey: forge.pki.publicKeyToPem(pair.publicKey), captchaRequired: false, smsLoginEnabled: true },
          })
        : sendJson(response, 200, { flag: 1, obj: { sessionId: 'S-new', expiresIn: 1800 } });

    const page = await getLoginPage(http);
    const result = await login(http, page.publicKey, { username: 'fleet01', password: '秘密Pass1' });
    expect(result).toEqual({ sessionId: 'S-new', expiresIn: 1800 });

    const request = server.requests[1];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/oauth/v4/token');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = Object.fromEntries(new URLSearchParams(request?.body ?? ''));
    expect(form.grantType).toBe('password');
    expect(request?.body).not.toContain('fleet01');
    expect(request?.body).not.toContain(encodeURIComponent('秘密Pass1'));
    expect(decrypt(form.username ?? '')).toBe('fleet01');
    expect(decrypt(form.password ?? '')).toBe('秘密Pass1');
    expect(form).not.toHaveProperty('captcha');
  });
});

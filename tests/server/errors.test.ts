import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // a route that fails the way a bug would, added before the app is ready
  server.app.get('/car/v1/test/broken.json', async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(() => server.close());

describe('the one error path', () => {
  it('answers a bug with HTTP 500, flag 0 and a Chinese message, never the stack or the error text', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/car/v1/test/broken.json' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ flag: 0, msg: '服务器内部错误' });
    expect(response.body).not.toContain('secret');
  });

  it('answers malformed JSON with flag 0 in the envelope', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/oauth/v4/token', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ flag: 0, msg: '请求格式错误' });
  });

  it('answers an unsupported content type with flag 0', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/oauth/v4/token', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(response.json()).toEqual({ flag: 0, msg: '不支持的请求内容类型' });
  });

  it('answers a POST without a body as a validation failure', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/oauth/v4/token' });
    expect(response.json()).toEqual({ flag: 0, msg: '参数错误：请求内容必须是对象' });
  });

  it('answers a repeated form field (an array) as a validation failure', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/oauth/v4/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&username=b&password=c',
    });
    expect(response.json()).toEqual({ flag: 0, msg: '参数错误：用户名(username)必须是字符串' });
  });
});

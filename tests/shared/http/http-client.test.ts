import axios from 'axios';
import * as z from 'zod/mini';
import { REQUEST_TIMEOUT_MS } from '@shared/constants/limits';
import { MSG_LOGIN_TIMEOUT, MSG_MALFORMED_RESPONSE, MSG_NETWORK_EXCEPTION } from '@shared/constants/messages';
import { ApiError } from '@shared/http/api-error';
import { createHttpClient, type HttpClientOptions } from '@shared/http/http-client';
import { closedPortOrigin, sendJson, startLocalServer, type LocalServer } from './local-server';

/**
 * The HTTP client against a real local server (product-spec §5, §7, §8), through both of axios's
 * transports: `xhr` (what browsers use; jsdom's XMLHttpRequest makes real requests, so the server
 * answers CORS) and node's `http`. Every case runs against both.
 *
 * This file stays in jsdom: tests/setup-dom.ts touches `window` after each test, so a
 * file that opts into the node environment fails in the web project. Node's transport is chosen through
 * axios's defaults instead, which `createHttpClient` inherits when it calls `axios.create`.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const anything = z.unknown();
const itemSchema = z.object({ id: z.number(), name: z.string() });

const defaultAdapter = axios.defaults.adapter;
let server: LocalServer;

afterEach(() => {
  axios.defaults.adapter = defaultAdapter;
  vi.restoreAllMocks();
});

function client(overrides: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    platformId: 8,
    baseUrl: server.origin,
    readSessionId: () => 'S-123',
    readUserId: () => 42,
    ...overrides,
  });
}

/** Runs the promise and returns what it rejected with; fails the test if it resolved. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject, but it resolved');
}

function lastRequest() {
  const request = server.requests.at(-1);
  if (!request) throw new Error('the server received no request');
  return request;
}

describe.each(['xhr', 'http'] as const)('through the %s transport', (adapter) => {
  beforeEach(async () => {
    axios.defaults.adapter = adapter;
    server = await startLocalServer({ cors: true });
  });

  afterEach(async () => {
    await server.close();
  });

  describe('headers every request carries', () => {
    const variants = [
      ['get', (http: ReturnType<typeof client>) => http.get('/a.json', anything)],
      ['postForm', (http: ReturnType<typeof client>) => http.postForm('/a.json', anything, { a: 1 })],
      ['postJson', (http: ReturnType<typeof client>) => http.postJson('/a.json', anything, { a: 1 })],
      ['upload', (http: ReturnType<typeof client>) => http.upload('/a.json', anything, new FormData())],
      ['downloadSpreadsheet', (http: ReturnType<typeof client>) => http.downloadSpreadsheet('/a.json', { a: 1 })],
    ] as const;

    it.each(variants)('%s sends authorization (empty), platformId, sessionId and userId', async (_name, call) => {
      server.reply = (_request, response) => {
        response.writeHead(200, { 'Content-Type': XLSX });
        response.end('{"flag":1,"obj":null}');
      };
      await call(client()).catch(() => undefined);
      const { headers } = lastRequest();
      expect(headers.authorization).toBe('');
      expect(headers.platformid).toBe('8');
      expect(headers.sessionid).toBe('S-123');
      expect(headers.userid).toBe('42');
    });

    it("uses the app's own platformId (0 for the shell)", async () => {
      await client({ platformId: 0 }).get('/a.json', anything);
      expect(lastRequest().headers.platformid).toBe('0');
    });

    it('sends no userId header when no user is stored, and an empty sessionId when none is stored', async () => {
      await client({ readUserId: () => null, readSessionId: () => null }).get('/a.json', anything);
      const { headers } = lastRequest();
      expect(headers).not.toHaveProperty('userid');
      expect(headers.sessionid).toBe('');
      expect(headers.authorization).toBe('');
    });

    it('reads the sessionId and userId per request, not once at creation', async () => {
      let sessionId: string | null = 'first';
      let userId: number | null = 1;
      const http = client({ readSessionId: () => sessionId, readUserId: () => userId });
      await http.get('/a.json', anything);
      sessionId = 'second';
      userId = null;
      await http.get('/a.json', anything);
      expect(server.requests.map((request) => [request.headers.sessionid, request.headers.userid])).toEqual([
        ['first', '1'],
        ['second', undefined],
      ]);
    });

    it('headers() reports the same set', () => {
      expect(client().headers()).toEqual({ authorization: '', platformId: '8', sessionId: 'S-123', userId: '42' });
      expect(client({ readUserId: () => '' }).headers()).not.toHaveProperty('userId');
    });
  });

  describe('addresses', () => {
    it('prefixes a relative path with the base address given by the caller', async () => {
      await client().get('/car/v1/api/user/getUser.json', anything);
      expect(lastRequest().url).toBe('/car/v1/api/user/getUser.json');
    });

    it('keeps an absolute http address as it is', async () => {
      const http = client({ baseUrl: await closedPortOrigin() });
      await http.get(`${server.origin}/absolute.json`, anything);
      expect(lastRequest().url).toBe('/absolute.json');
    });

    it('reads the stored baseUrl on every request when the caller gives none', async () => {
      const other = await startLocalServer({ cors: true });
      try {
        const stored = vi.fn<() => string | null>().mockReturnValueOnce(server.origin).mockReturnValueOnce(other.origin);
        const http = client({ baseUrl: undefined, readStoredBaseUrl: stored });
        await http.get('/one.json', anything);
        await http.get('/two.json', anything);
        expect(stored).toHaveBeenCalledTimes(2);
        expect(server.requests.map((request) => request.url)).toEqual(['/one.json']);
        expect(other.requests.map((request) => request.url)).toEqual(['/two.json']);
      } finally {
        await other.close();
      }
    });

    it('prefers the base address given by the caller over the stored one', async () => {
      const stored = vi.fn(() => 'http://127.0.0.1:1');
      await client({ readStoredBaseUrl: stored }).get('/a.json', anything);
      expect(stored).not.toHaveBeenCalled();
      expect(lastRequest().url).toBe('/a.json');
    });
  });

  describe('request bodies', () => {
    it('GET sends its query in the address (arrays repeated, null and undefined left out)', async () => {
      await client().get('/car/v1/api/resource/newList.json', anything, {
        version: 'v4',
        from: 'carWeb4',
        ids: [1, 2],
        empty: null,
        missing: undefined,
      });
      const request = lastRequest();
      expect(request.method).toBe('GET');
      expect(request.url).toBe('/car/v1/api/resource/newList.json?version=v4&from=carWeb4&ids=1&ids=2');
    });

    it('POST form sends x-www-form-urlencoded fields', async () => {
      await client().postForm('/oauth/v4/token', anything, { username: '张三', password: 'a&b=c', grantType: 'password' });
      const request = lastRequest();
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
        username: '张三',
        password: 'a&b=c',
        grantType: 'password',
      });
    });

    it('POST JSON sends a JSON body', async () => {
      const body = { lonAndLatToAddressVOS: [{ lon: 116.4, lat: 39.9, mac: 'm1', index: 0 }] };
      await client().postJson('/car/v4/api/address/baidu/getGeo.json', anything, body);
      const request = lastRequest();
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(request.body)).toEqual(body);
    });

    it('upload sends multipart form data', async () => {
      const form = new FormData();
      form.append('note', '备注');
      await client().upload('/upload.json', anything, form);
      const request = lastRequest();
      expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(request.body).toContain('name="note"');
      expect(request.body).toContain('备注');
    });
  });

  describe('failures without a usable answer', () => {
    it('rejects with kind timeout when the server never answers within the time-out', async () => {
      server.reply = () => {
        /* never answers */
      };
      const error = await rejection(client({ timeoutMs: 50 }).get('/slow.json', anything));
      expect(error.kind).toBe('timeout');
      expect(error.message).toMatch(/超时/);
    });

    it('rejects with kind aborted when the caller aborts', async () => {
      const controller = new AbortController();
      // the caller gives up once the request is on the server, which never answers it
      server.reply = () => controller.abort();
      const pending = client().get('/slow.json', anything, {}, { signal: controller.signal });
      const error = await rejection(pending);
      expect(error.kind).toBe('aborted');
    });

    it('rejects with kind network and 网络异常 when nothing listens', async () => {
      const error = await rejection(client({ baseUrl: await closedPortOrigin() }).get('/a.json', anything));
      expect(error.kind).toBe('network');
      expect(error.message).toBe(MSG_NETWORK_EXCEPTION);
      expect(error.message).toBe('网络异常');
    });

    it("rejects an HTTP 500 with the server's msg and the status", async () => {
      server.reply = (_request, response) => sendJson(response, 500, { msg: '服务繁忙' });
      const error = await rejection(client().get('/a.json', anything));
      expect(error).toMatchObject({ kind: 'http', status: 500, message: '服务繁忙' });
    });

    it('rejects an HTTP error without a msg as 网络异常, keeping the status', async () => {
      server.reply = (_request, response) => {
        response.writeHead(502, { 'Content-Type': 'text/plain' });
        response.end('Bad Gateway');
      };
      const error = await rejection(client().get('/a.json', anything));
      expect(error).toMatchObject({ kind: 'http', status: 502, message: '网络异常' });
    });

    it('keeps an HTTP error status an http failure even when its body is an envelope', async () => {
      server.reply = (_request, response) => sendJson(response, 400, { flag: 0, msg: '参数错误', obj: null });
      const error = await rejection(client().get('/a.json', anything));
      expect(error).toMatchObject({ kind: 'http', status: 400, message: '参数错误' });
    });

    it('never turns an HTTP error status into a success, whatever flag its body carries', async () => {
      server.reply = (_request, response) => sendJson(response, 500, { flag: 1, obj: { id: 1, name: 'x' } });
      const error = await rejection(client().get('/a.json', itemSchema));
      expect(error).toMatchObject({ kind: 'http', status: 500 });
    });

    it('still applies the session rule to a 4010 envelope that comes with an HTTP error status', async () => {
      server.reply = (_request, response) => sendJson(response, 401, { flag: 4010, msg: 'timeout' });
      const onSessionExpired = vi.fn();
      const error = await rejection(client({ onSessionExpired }).get('/a.json', anything));
      expect(error.kind).toBe('session-expired');
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    });
  });

  describe('success rules on the envelope', () => {
    it('returns the decoded obj for flag 1', async () => {
      server.reply = (_request, response) => sendJson(response, 200, { flag: 1, msg: 'ok', obj: { id: 7, name: '粤B12345', extra: true } });
      await expect(client().get('/a.json', itemSchema)).resolves.toEqual({ id: 7, name: '粤B12345' });
    });

    it.each([
      ['code absent', { flag: 1, obj: 5 }],
      ['code null', { flag: 1, obj: 5, code: null }],
      ['code 0', { flag: 1, obj: 5, code: 0 }],
    ])('accepts a body with %s', async (_name, body) => {
      server.reply = (_request, response) => sendJson(response, 200, body);
      await expect(client().get('/a.json', z.number())).resolves.toBe(5);
    });

    it('rejects a non-zero code as a failure even with flag 1', async () => {
      server.reply = (_request, response) => sendJson(response, 200, { flag: 1, code: 500, msg: '处理失败', obj: 5 });
      const error = await rejection(client().get('/a.json', z.number()));
      expect(error).toMatchObject({ kind: 'flag', code: 500, message: '处理失败' });
    });

    it.each([0, 2, 404, 5001])("rejects flag %s with kind flag and the server's msg", async (flag) => {
      server.reply = (_request, response) => sendJson(response, 200, { flag, msg: '密码错误', obj: null });
      const error = await rejection(client().get('/a.json', anything));
      expect(error).toMatchObject({ kind: 'flag', flag, message: '密码错误' });
    });

    it('rejects flag 4010 as session-expired and calls onSessionExpired exactly once', async () => {
      server.reply = (_request, response) => sendJson(response, 200, { flag: 4010, msg: 'session timeout', obj: null });
      const onSessionExpired = vi.fn();
      const error = await rejection(client({ onSessionExpired }).get('/a.json', anything));
      expect(error).toMatchObject({ kind: 'session-expired', flag: 4010, message: MSG_LOGIN_TIMEOUT });
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
      expect(onSessionExpired).toHaveBeenCalledWith(error);
    });

    it('does not call onSessionExpired for other failures', async () => {
      server.reply = (_request, response) => sendJson(response, 200, { flag: 0, msg: 'x' });
      const onSessionExpired = vi.fn();
      await rejection(client({ onSessionExpired }).get('/a.json', anything));
      expect(onSessionExpired).not.toHaveBeenCalled();
    });

    it.each([
      ['an object without flag', { msg: 'ok', obj: 1 }],
      ['a string flag', { flag: '1', obj: 1 }],
      ['a JSON array', [1, 2]],
    ])('rejects %s as malformed', async (_name, body) => {
      server.reply = (_request, response) => sendJson(response, 200, body);
      const error = await rejection(client().get('/a.json', anything));
      expect(error).toMatchObject({ kind: 'malformed', message: MSG_MALFORMED_RESPONSE });
    });

    it('rejects a body that is not JSON as malformed', async () => {
      server.reply = (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end('<html>登录</html>');
      };
      const error = await rejection(client().get('/a.json', anything));
      expect(error.kind).toBe('malformed');
    });

    it('rejects an obj that does not match its schema as malformed', async () => {
      server.reply = (_request, response) => sendJson(response, 200, { flag: 1, obj: { id: '7', name: 'x' } });
      const error = await rejection(client().get('/a.json', itemSchema));
      expect(error).toMatchObject({ kind: 'malformed', flag: 1 });
    });
  });

  describe('downloadSpreadsheet', () => {
    it('accepts a spreadsheet content type without a flag and returns the file', async () => {
      const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x10]);
      server.reply = (_request, response) => {
        response.writeHead(200, { 'Content-Type': XLSX });
        response.end(bytes);
      };
      const blob = await client().downloadSpreadsheet('/car/v1/accelerate/export/download.json', { id: 3 });
      expect(blob).toBeInstanceOf(Blob);
      expect(Buffer.from(await blob.arrayBuffer())).toEqual(bytes);
      const request = lastRequest();
      expect(request.method).toBe('POST');
      expect(JSON.parse(request.body)).toEqual({ id: 3 });
    });

    it("rejects a JSON failure envelope with the server's msg", async () => {
      server.reply = (_request, response) => sendJson(response, 200, { flag: 0, msg: '导出任务不存在' });
      const error = await rejection(client().downloadSpreadsheet('/download.json', {}));
      expect(error).toMatchObject({ kind: 'flag', flag: 0, message: '导出任务不存在' });
    });

    it('rejects a 4010 envelope as session-expired and calls onSessionExpired once', async () => {
      server.reply = (_request, response) => sendJson(response, 200, { flag: 4010 });
      const onSessionExpired = vi.fn();
      const error = await rejection(client({ onSessionExpired }).downloadSpreadsheet('/download.json', {}));
      expect(error.kind).toBe('session-expired');
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    });

    it('rejects a success envelope in place of a file as malformed', async () => {
      server.reply = (_request, response) => sendJson(response, 200, { flag: 1, obj: null });
      const error = await rejection(client().downloadSpreadsheet('/download.json', {}));
      expect(error.kind).toBe('malformed');
    });

    it('rejects a body that is neither a spreadsheet nor JSON as malformed', async () => {
      server.reply = (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end('<html></html>');
      };
      const error = await rejection(client().downloadSpreadsheet('/download.json', {}));
      expect(error.kind).toBe('malformed');
    });

    it("rejects an HTTP error with the server's msg", async () => {
      server.reply = (_request, response) => sendJson(response, 500, { msg: '服务繁忙' });
      const error = await rejection(client().downloadSpreadsheet('/download.json', {}));
      expect(error).toMatchObject({ kind: 'http', status: 500, message: '服务繁忙' });
    });
  });

  describe('exportUrl', () => {
    it('appends the stored sessionId to the query of an absolute address', () => {
      const url = new URL(client().exportUrl('/car/v1/accelerate/export/exportDataReport.json', { type: 'mileage', ids: [1, 2] }));
      expect(url.origin).toBe(server.origin);
      expect(url.pathname).toBe('/car/v1/accelerate/export/exportDataReport.json');
      expect(url.searchParams.get('type')).toBe('mileage');
      expect(url.searchParams.getAll('ids')).toEqual(['1', '2']);
      expect(url.searchParams.get('sessionId')).toBe('S-123');
    });

    it('reads the sessionId when the address is built', () => {
      let sessionId: string | null = 'A';
      const http = client({ readSessionId: () => sessionId });
      expect(new URL(http.exportUrl('/x.json')).searchParams.get('sessionId')).toBe('A');
      sessionId = 'B';
      expect(new URL(http.exportUrl('/x.json')).searchParams.get('sessionId')).toBe('B');
    });

    it('appends to a query the path already carries', () => {
      const url = new URL(client().exportUrl('/x.json?type=alarm', { day: '2024-01-01' }));
      expect(url.searchParams.get('type')).toBe('alarm');
      expect(url.searchParams.get('day')).toBe('2024-01-01');
      expect(url.searchParams.get('sessionId')).toBe('S-123');
    });
  });
});

describe('time-out', () => {
  it('is 60000 ms by default (product-spec §9)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    const create = vi.spyOn(axios, 'create');
    createHttpClient({ platformId: 0, readSessionId: () => null, readUserId: () => null });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toMatchObject({ timeout: 60_000 });
  });

  it('uses the time-out the owner gives', () => {
    const create = vi.spyOn(axios, 'create');
    createHttpClient({ platformId: 0, readSessionId: () => null, readUserId: () => null, timeoutMs: 1234 });
    expect(create.mock.calls[0]?.[0]).toMatchObject({ timeout: 1234 });
  });
});

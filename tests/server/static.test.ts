import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from './helpers';

/** A fixture dist directory shaped like rsbuild's output for the shell (main) and the console (car). */
function writeFixture(distDir: string): void {
  const files: Record<string, string> = {
    'main/index.html': '<!doctype html><title>shell</title>',
    'main/static/js/index.1a2b3c.js': 'console.info("shell")',
    'main/favicon.ico': 'icon',
    'car/index.html': '<!doctype html><title>car</title>',
    'car/static/js/index.4d5e6f.js': 'console.info("car")',
    'assistant/assistant.js': 'console.info("widget")',
    'assistant/static/js/async/chat.0a1b2c3d.js': 'console.info("chat")',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(distDir, path, '..'), { recursive: true });
    writeFileSync(join(distDir, path), content);
  }
}

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const ANY = { accept: '*/*' };

let server: TestServer;
beforeAll(async () => {
  const dataDir = tempDir();
  writeFixture(join(dataDir, 'dist'));
  server = await startTestServer({ dataDir, distDir: join(dataDir, 'dist') });
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = HTML) => server.app.inject({ method: 'GET', url, headers });

describe('production hosting of the shell and the console', () => {
  it.each(['/', '/home', '/login', '/404', '/checkLogin', '/center/notice', '/car/', '/car/monitor', '/car/playback?vehicleId=3&urlType=blank'])(
    'serves the shell for the page %s, uncached',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/apps/car/', '/apps/car/login', '/apps/car/monitor/list'])('serves the console for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>car</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves a console client route even to a fetch that does not ask for html (wujie fetches with */*)', async () => {
    expect((await get('/apps/car/login', ANY)).body).toContain('<title>car</title>');
  });

  it('redirects /apps/car to /apps/car/', async () => {
    const response = await get('/apps/car');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/apps/car/');
  });

  it.each([
    ['/static/js/index.1a2b3c.js', 'shell'],
    ['/apps/car/static/js/index.4d5e6f.js', 'car'],
    ['/apps/assistant/static/js/async/chat.0a1b2c3d.js', 'chat'],
  ])('caches the hashed asset %s for a year', async (url, marker) => {
    const response = await get(url, ANY);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(marker);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files, the assistant script at its stable address among them', async () => {
    expect((await get('/favicon.ico', ANY)).headers['cache-control']).toBe('no-cache');
    const widget = await get('/apps/assistant/assistant.js', ANY);
    expect(widget.body).toContain('widget');
    expect(widget.headers['cache-control']).toBe('no-cache');
  });

  it('answers the assistant script compressed as the browser accepts it, and 304 for the copy it holds', async () => {
    const brotli = await get('/apps/assistant/assistant.js', { ...ANY, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe('console.info("widget")');
    const gzip = await get('/apps/assistant/assistant.js', { ...ANY, 'accept-encoding': 'gzip, br;q=0' });
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe('console.info("widget")');
    const plain = await get('/apps/assistant/assistant.js', ANY);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.info("widget")');
    const etag = String(plain.headers.etag);
    const again = await get('/apps/assistant/assistant.js', { ...ANY, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each(['/apps/card/', '/apps/pet/index.html', '/apps/data-report/dataReport/mileageReport'])(
    'answers a plain 404 for the sub-app %s that this product does not build',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    },
  );

  it.each(['/static/js/missing.js', '/apps/car/static/js/missing.js'])('answers 404 for the missing asset %s', async (url) => {
    expect((await get(url, ANY)).statusCode).toBe(404);
  });

  it('does not answer html to requests that do not want a page', async () => {
    expect((await get('/home', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/home', headers: HTML })).statusCode).toBe(404);
  });

  it.each(['/car/v1/api/nothing.json', '/car/v4/api/alarm/nothing.json', '/oauth/nothing', '/oauthToken/nothing', '/car/v1'])(
    'keeps the API namespace %s out of the fallback: HTTP 404 with the envelope',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ flag: 404, msg: '接口不存在' });
    },
  );

  it('answers an unknown API path for any method with the envelope', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/car/v1/api/user/getUser.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ flag: 404, msg: '接口不存在' });
  });

  it('still answers the API itself', async () => {
    const response = await get('/oauth/loginPage', ANY);
    expect(response.json()).toMatchObject({ flag: 1 });
  });
});

describe('without a build', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  });
  afterAll(() => bare.close());

  it('serves only the API: pages are a plain 404, unknown API paths the envelope', async () => {
    const page = await bare.app.inject({ method: 'GET', url: '/home', headers: HTML });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    const api = await bare.app.inject({ method: 'GET', url: '/car/v4/none' });
    expect(api.json()).toEqual({ flag: 404, msg: '接口不存在' });
    expect((await bare.app.inject({ method: 'GET', url: '/apps/car/login', headers: HTML })).statusCode).toBe(404);
  });
});

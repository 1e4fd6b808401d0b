import { ASYNC_CHUNK_SCRIPT, nativeAsyncChunks } from '@main/sub-apps/native-async-chunks';
import { SubAppConfigRegistry } from '@main/sub-apps/sub-app-config';
import { subAppEntry } from '../support/fixtures';

describe('the sub-apps’ lazy chunks load as plain scripts in wujie’s iframe', () => {
  it('match the bundler’s async script chunks of any sub-app, with or without a query', () => {
    expect(ASYNC_CHUNK_SCRIPT.test('http://localhost:8080/apps/car/static/js/async/a.d56fd66802.js')).toBe(true);
    expect(ASYNC_CHUNK_SCRIPT.test('http://localhost:8080/apps/data-report/static/js/async/12.0a1b2c3d4e.js?v=1')).toBe(true);
  });

  it('leave the entry’s scripts, every stylesheet and other addresses to wujie', () => {
    for (const url of [
      'http://localhost:8080/apps/car/static/js/index.09b8a161fc.js',
      'http://localhost:8080/apps/car/static/js/lib-react.da5f991cfa.js',
      'http://localhost:8080/apps/car/static/css/async/a.1234567890.css',
      'http://localhost:8080/apps/car/static/js/async/a.d56fd66802.js.LICENSE.txt',
      'http://localhost:8080/apps/car/static/js/async/',
    ]) {
      expect(ASYNC_CHUNK_SCRIPT.test(url)).toBe(false);
    }
  });

  it('are asked for by the one config that preloadApp and startApp share (the pattern keeps no state between tests)', () => {
    const apps = new SubAppConfigRegistry({ dev: false, origin: 'http://localhost', baseUrl: '', navigate: () => {}, reportSessionExpired: () => {} });
    expect(apps.configFor(subAppEntry('car')).plugins).toEqual([nativeAsyncChunks]);
    expect(ASYNC_CHUNK_SCRIPT.global).toBe(false);
  });
});

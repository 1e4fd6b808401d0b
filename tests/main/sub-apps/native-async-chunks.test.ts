import { ASYNC_CHUNK_SCRIPT, nativeAsyncChunks } from '@main/sub-apps/native-async-chunks';
import { SubAppConfigRegistry } from '@main/sub-apps/sub-app-config';
import { subAppEntry } from '../support/fixtures';

const CHUNK = 'http://localhost:8080/apps/car/static/js/async/a.d56fd66802.js';
const ignored = (patterns: RegExp[], url: string) => patterns.some((pattern) => pattern.test(url));

describe('the sub-apps’ lazy chunks load as plain scripts in wujie’s iframe', () => {
  it('match the bundler’s async script chunks of any sub-app, with or without a query', () => {
    expect(ASYNC_CHUNK_SCRIPT.test(CHUNK)).toBe(true);
    expect(ASYNC_CHUNK_SCRIPT.test('http://localhost:8080/apps/data-report/static/js/async/12.0a1b2c3d4e.js?v=1')).toBe(true);
  });

  it('leave the entry’s scripts, every stylesheet and other addresses to wujie', () => {
    const { jsIgnores } = nativeAsyncChunks(() => true);
    for (const url of [
      'http://localhost:8080/apps/car/static/js/index.09b8a161fc.js',
      'http://localhost:8080/apps/car/static/js/lib-react.da5f991cfa.js',
      'http://localhost:8080/apps/car/static/css/async/a.1234567890.css',
      'http://localhost:8080/apps/car/static/js/async/a.d56fd66802.js.LICENSE.txt',
      'http://localhost:8080/apps/car/static/js/async/',
    ]) {
      expect(ignored(jsIgnores, url)).toBe(false);
    }
  });

  it('only while a view shows the app: a preloaded app keeps wujie’s idle-time loading', () => {
    const apps = new SubAppConfigRegistry({ dev: false, origin: 'http://localhost', baseUrl: '', navigate: () => {}, reportSessionExpired: () => {} });
    // one config for preloadApp and startApp: its pattern asks the registry each time
    const [plugin] = apps.configFor(subAppEntry('car')).plugins;
    const jsIgnores = plugin?.jsIgnores ?? [];
    expect(ignored(jsIgnores, CHUNK)).toBe(false);
    apps.setShown('car', true);
    expect(ignored(jsIgnores, CHUNK)).toBe(true);
    // the same answer twice: the pattern keeps no state between calls (no global flag)
    expect(ignored(jsIgnores, CHUNK)).toBe(true);
    apps.setShown('car', false);
    expect(ignored(jsIgnores, CHUNK)).toBe(false);
  });
});

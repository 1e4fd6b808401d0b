import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './e2e-env';
import { chromiumLaunchOptions } from './chromium';

/**
 * E2E against the production build, served by the reference server on its own port and a fresh
 * database (removed before each run), in Debian's Chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  // sized for CI's loaded 2-core machines, 2.5–5× slower than a quiet one: a login there (token, resource list,
  // customer info, the home page's chunk, the sub-apps' preload) took over 10 s
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1366, height: 768 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npx tsx server/main.ts --no-simulator`,
    cwd: '../..',
    url: `${E2E_BASE_URL}/oauth/loginPage`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // E2E_TEST_HOOKS: the alarm and command specs raise an alarm and settle commands now, the login specs read
    // the captcha and SMS code (server/test-hooks); FLEET_E2E_LIVE_HOOKS: the hook that moves a vehicle
    // (server/live/live-test-hooks.ts)
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, HOST: '127.0.0.1', E2E_TEST_HOOKS: '1', FLEET_E2E_LIVE_HOOKS: '1' },
  },
});

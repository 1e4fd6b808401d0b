import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { vehicleRows } from './support/console';
import { loginThroughShell } from './support/login';
import { RAW_ERROR_TEXT, collectConsole, expectShellWorks, mainNav, openVehicleList } from './support/shell';

/**
 * The sub-app faults of the fault matrix: the console's entry or scripts unreachable, and a
 * console whose mount throws. Faults are set before login, so the idle-time preload meets them
 * too. The shell must show its own Chinese panel (never the browser's or the app's error text),
 * keep working, and bring the console up with 重试 once the fault is gone, without a reload.
 */

const CONSOLE_FILES = /\/apps\/car\//;
const CONSOLE_SCRIPTS = /\/apps\/car\/static\/js\//;
const CONSOLE_ENTRY_SCRIPT = /\/apps\/car\/static\/js\/index\.\w+\.js$/;
/** while this localStorage key is set, the injected mount wrapper throws (the fault "goes away" when removed) */
const FAIL_MOUNT_KEY = 'e2e-car-mount-fails';

async function routeFault(page: Page, pattern: RegExp, fault: (route: Route) => Promise<void>): Promise<() => Promise<void>> {
  await page.route(pattern, fault);
  return () => page.unroute(pattern, fault);
}

async function openConsoleLink(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: '智能车联' }).click();
  await expect(page).toHaveURL(/\/car\/?$/);
}

/** The shell's failure panel for the console: Chinese, names the app, no raw error text or address. */
async function expectPanel(page: Page, title: string): Promise<Locator> {
  const panel = page.locator('.ant-result-error').filter({ hasText: title });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('「智能车联」');
  await expect(panel).not.toContainText(RAW_ERROR_TEXT);
  await expect(panel).not.toContainText('http');
  await expect(panel.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  await expect(vehicleRows(page)).toHaveCount(0);
  return panel;
}

/** The shell works elsewhere, the console still fails while the fault lasts, and 重试 recovers once it is gone. */
async function expectRecovery(page: Page, title: string, heal: () => Promise<void>): Promise<void> {
  await expectShellWorks(page);
  await openConsoleLink(page);
  await expectPanel(page, title);
  await heal();
  await page.getByRole('button', { name: /重\s*试/ }).click();
  await openVehicleList(page);
  await expect(page.locator('.ant-result-error')).toHaveCount(0);
}

test('the console’s entry unreachable: a Chinese 子应用加载失败 panel, the shell works, 重试 recovers', async ({ page }, testInfo) => {
  const heal = await routeFault(page, CONSOLE_FILES, (route) => route.abort('connectionrefused'));
  await loginThroughShell(page, OPERATOR);
  await openConsoleLink(page);
  await expectPanel(page, '子应用加载失败');
  await expect(page.getByText('暂时无法打开：页面或脚本未能加载。请检查网络或稍后重试。')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sub-app-entry-unreachable.png') });
  await expectRecovery(page, '子应用加载失败', heal);
});

test('the console’s entry answering 503 shows the same panel and recovers', async ({ page }) => {
  const heal = await routeFault(page, CONSOLE_FILES, (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body>Service Unavailable</body></html>' }),
  );
  await loginThroughShell(page, OPERATOR);
  await openConsoleLink(page);
  await expectPanel(page, '子应用加载失败');
  await expectRecovery(page, '子应用加载失败', heal);
});

test('the console’s scripts unreachable (its page loads) shows the panel instead of a blank area, and recovers', async ({ page }, testInfo) => {
  const heal = await routeFault(page, CONSOLE_SCRIPTS, (route) => route.abort('connectionrefused'));
  await loginThroughShell(page, OPERATOR);
  await openConsoleLink(page);
  await expectPanel(page, '子应用加载失败');
  await page.screenshot({ path: testInfo.outputPath('sub-app-scripts-unreachable.png') });
  await expectRecovery(page, '子应用加载失败', heal);
});

test('a console that throws on mount shows 子应用启动失败, logs the error, and starts on 重试 once fixed', async ({ page }, testInfo) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const errors = collectConsole(page, 'error');
  // the console's real entry script, with its mount hook wrapped to throw while the key is set
  await page.route(CONSOLE_ENTRY_SCRIPT, async (route) => {
    const response = await route.fetch();
    const failing = `;(function () {
      var mount = window.__WUJIE_MOUNT;
      window.__WUJIE_MOUNT = function () {
        if (window.localStorage.getItem(${JSON.stringify(FAIL_MOUNT_KEY)})) throw new TypeError("Cannot read properties of undefined (reading 'map')");
        return mount.apply(this, arguments);
      };
    })();`;
    await route.fulfill({ response, body: `${await response.text()}\n${failing}` });
  });
  await page.goto('/login');
  await page.evaluate((key) => window.localStorage.setItem(key, '1'), FAIL_MOUNT_KEY);
  await loginThroughShell(page, OPERATOR);
  await openConsoleLink(page);

  const panel = await expectPanel(page, '子应用启动失败');
  await expect(panel).toContainText('「智能车联」启动时出错。请稍后重试，如果一直无法打开，请联系管理员。');
  await page.screenshot({ path: testInfo.outputPath('sub-app-mount-throws.png') });
  // the shell caught it: logged for developers, nothing left uncaught
  expect(errors.some((text) => text.includes('[子应用] car 启动时出错'))).toBe(true);
  expect(uncaught).toEqual([]);

  await expectRecovery(page, '子应用启动失败', async () => {
    await page.evaluate((key) => window.localStorage.removeItem(key), FAIL_MOUNT_KEY);
  });
});

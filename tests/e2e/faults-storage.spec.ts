import { expect, test, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { firstPlate, searchVehicles, vehicleRows } from './support/console';
import { loginThroughShell } from './support/login';
import { collectConsole, expectShellWorks, mainNav, openConsole, openVehicleList, toasts } from './support/shell';

/**
 * The storage faults of the fault matrix: corrupted values under the product's keys, and a
 * localStorage filled to its quota by someone else on the origin. Bad storage must never break
 * the page; a login the browser cannot keep must say so clearly; everything else keeps working.
 */

/** Garbage under every key the product keeps (shared/constants/storage-keys.ts), JSON or not. */
const GARBAGE: Record<string, string> = {
  main_sessionId: '{not json',
  main_USER: '"a string, not a user"',
  main_history: '[[[',
  main_queryUserInfo: 'undefined',
  main_themeValue: '"no-such-theme"',
  main_navUserClient: 'NaN',
  main_systemList: '{"car":true}',
  main_dictionary: '\u0000\u0001',
  main_alarmRealTime: '{',
  main_alarmVoiceOn: '"maybe"',
  main_navMenuList: '42',
  main_currentSystem: '[]',
  main_systemId: '{}',
  main_baseUrl: '{"host":',
};

/** Valid JSON of the wrong shape: what an older version or a hand edit leaves behind. */
const WRONG_SHAPES: Record<string, string> = {
  main_history: JSON.stringify({ car: 'not a list' }),
  main_systemList: JSON.stringify([{ systemId: 1 }]),
  main_currentSystem: JSON.stringify({ systemId: null }),
  main_themeValue: JSON.stringify(['blueTheme']),
  main_alarmVoiceOn: JSON.stringify({ on: true }),
};

async function writeStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * Fills localStorage up to its quota with someone else's keys, halving the chunk until not even
 * one character fits. Top window only, once per tab (the marker lives in sessionStorage), so
 * the sandbox's frame and later navigations do not fill it again.
 */
function fillLocalStorage(): void {
  if (window !== window.top || window.sessionStorage.getItem('e2e-filled')) return;
  window.sessionStorage.setItem('e2e-filled', '1');
  let chunk = 'x'.repeat(1 << 20);
  let index = 0;
  while (chunk.length > 0) {
    try {
      window.localStorage.setItem(`e2e-filler-${index}`, chunk);
      index += 1;
    } catch {
      chunk = chunk.slice(0, Math.floor(chunk.length / 2));
    }
  }
}

async function freeLocalStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('e2e-filler-'))
      .forEach((key) => window.localStorage.removeItem(key));
  });
}

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('garbage in every main_* key before the first visit reads as logged out; logging in and the console work', async ({ page }) => {
  const uncaught = collectPageErrors(page);
  const warnings = collectConsole(page, 'warning');
  await page.goto('/login');
  await writeStorage(page, GARBAGE);

  await page.goto('/car/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcar%2F$/);
  await expect(page.getByLabel('账号')).toBeVisible();
  await loginThroughShell(page, OPERATOR);
  await openConsole(page);
  await expectShellWorks(page);

  expect(uncaught).toEqual([]);
  expect(warnings.some((text) => /\[storage\] 本地数据 main_\w+ 已损坏，已清除/.test(text))).toBe(true);
  // nothing the user sees mentions it
  await expect(toasts(page)).toHaveCount(0);
});

test('corrupted and wrongly shaped values beside a good session: the page reloads into the console, still logged in', async ({ page }) => {
  const uncaught = collectPageErrors(page);
  await loginThroughShell(page, OPERATOR);
  await openConsole(page);
  const session = new Set(['main_sessionId', 'main_USER']);
  await writeStorage(page, Object.fromEntries(Object.entries(GARBAGE).filter(([key]) => !session.has(key))));
  // the reload opens the console on its home (the monitoring page)
  await page.reload();
  await openVehicleList(page);
  await expect(page.getByRole('banner').getByText('演示运营账号')).toBeVisible();

  await writeStorage(page, WRONG_SHAPES);
  // the reload opens the console on its home (the monitoring page)
  await page.reload();
  await openVehicleList(page);
  await expectShellWorks(page);
  await expect(page.getByRole('region', { name: '我的应用' }).getByRole('link', { name: '打开智能车联' })).toBeVisible();
  expect(uncaught).toEqual([]);
});

test('a corrupted session while logged in asks to log in again, and the login works', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await openConsole(page);
  await writeStorage(page, { main_sessionId: '{"broken"', main_USER: '{"userId":"seven"}' });
  await page.reload();
  // the console's 车辆列表 (openConsole) is the shell's address: that is where the login returns
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcar%2Fvehicles$/);
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // back where the session broke: the console's 车辆列表
  await expect(page).toHaveURL(/\/car\/vehicles$/);
  await expect(vehicleRows(page).first()).toBeVisible({ timeout: 30_000 });
});

test('a full localStorage at login: a clear Chinese message, the typed account kept, and login works once space is freed', async ({ page }) => {
  await page.addInitScript(fillLocalStorage);
  await page.goto('/login');
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('无法保存登录状态：浏览器本地存储空间已满或已被禁用。请清理浏览器缓存数据后重新登录。');
  // not the misleading "login timed out" every later request would have answered
  await expect(page.getByText('登录超时')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('账号')).toHaveValue(OPERATOR.username);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('main_sessionId'))).toBeNull();

  await freeLocalStorage(page);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await openConsole(page);
});

test('a localStorage filled while logged in: the shell and the console keep working and nothing alarming is shown', async ({ page }) => {
  const warnings = collectConsole(page, 'warning');
  await loginThroughShell(page, OPERATOR);
  await page.evaluate(fillLocalStorage);

  // every step below writes something (current system, history, ...) that no longer fits
  await openConsole(page);
  const plate = await firstPlate(page);
  await searchVehicles(page, plate);
  await expect(vehicleRows(page)).toHaveCount(1);
  await vehicleRows(page).first().click();
  await expect(page.getByRole('dialog', { name: `车辆信息 - ${plate}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectShellWorks(page);
  await mainNav(page).getByRole('link', { name: '系统中心' }).click();
  await page.getByRole('menuitem', { name: '安全中心' }).click();
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(page.getByRole('cell', { name: OPERATOR.username, exact: true })).toBeVisible();

  await expect(toasts(page)).toHaveCount(0);
  // the only alert is the security page's own notice about the demo account's password (centre pages)
  await expect(page.getByRole('alert')).toHaveText(['密码即将过期，请尽快修改密码。']);
  expect(warnings.some((text) => text.includes('[storage] 无法保存'))).toBe(true);
});

test('the standalone console’s login with a full localStorage says the same, and works once space is freed', async ({ page }) => {
  await page.addInitScript(fillLocalStorage);
  await page.goto('/apps/car/');
  await expect(page).toHaveURL(/\/apps\/car\/login$/);
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('alert')).toHaveText('无法保存登录状态：浏览器本地存储空间已满或已被禁用。请清理浏览器缓存数据后重新登录。');
  await expect(page.getByLabel('账号')).toHaveValue(OPERATOR.username);

  await freeLocalStorage(page);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/apps\/car\/?$/);
  await openVehicleList(page);
});

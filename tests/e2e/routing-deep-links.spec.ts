import { expect, test } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { loginThroughShell } from './support/login';

/** A full page load of the shell, its guard, the console's start in wujie: sized for a loaded 2-core machine. */
const FULL_LOAD = { timeout: 30_000 };

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const chinaText = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

test.describe('console deep links opened as a full page load', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughShell(page, OPERATOR);
  });

  test('/car/alarm shows the alarm centre and /car/vehicles the vehicle list, never the console home', async ({ page }) => {
    await page.goto('/car/alarm');
    await expect(page.getByRole('tab', { name: '历史报警' })).toBeVisible(FULL_LOAD);
    await expect(page.getByRole('tree', { name: '车辆分组' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/car\/alarm$/);

    await page.goto('/car/vehicles');
    await expect(page.getByRole('table', { name: '车辆列表' })).toBeVisible(FULL_LOAD);
    await expect(page.getByRole('tree', { name: '车辆分组' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/car\/vehicles$/);

    // and again, the console's scripts now in the browser cache (the quicker start raced the most)
    await page.goto('/car/alarm');
    await expect(page.getByRole('tab', { name: '历史报警' })).toBeVisible(FULL_LOAD);
    await expect(page.getByRole('tree', { name: '车辆分组' })).toHaveCount(0);
  });
});

test.describe('the console inside the shell keeps the shell address in step', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughShell(page, OPERATOR);
  });

  test('its own menu moves the shell address, so a reload returns to 报警中心; the header link resumes it', async ({ page }) => {
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '智能车联' }).click();
    await expect(page.getByRole('tree', { name: '车辆分组' })).toBeVisible(FULL_LOAD);

    await page.getByRole('menuitem', { name: /车辆列表/ }).click();
    await expect(page.getByRole('table', { name: '车辆列表' })).toBeVisible(FULL_LOAD);
    await expect(page).toHaveURL(/\/car\/vehicles$/);

    await page.getByRole('menuitem', { name: /报警中心/ }).click();
    await expect(page.getByRole('tab', { name: '历史报警' })).toBeVisible(FULL_LOAD);
    await expect(page).toHaveURL(/\/car\/alarm$/);

    await page.reload();
    await expect(page.getByRole('tab', { name: '历史报警' })).toBeVisible(FULL_LOAD);
    await expect(page.getByRole('tree', { name: '车辆分组' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/car\/alarm$/);

    // the browser's back goes to the screen before, in the console too
    await page.goBack();
    await expect(page).toHaveURL(/\/car\/vehicles$/);
    await expect(page.getByRole('table', { name: '车辆列表' })).toBeVisible(FULL_LOAD);

    // away and back through the header's link (the console's root): the console resumes where it
    // was, and the address says so
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    await expect(page.getByText('我的应用')).toBeVisible(FULL_LOAD);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '智能车联' }).click();
    await expect(page.getByRole('table', { name: '车辆列表' })).toBeVisible(FULL_LOAD);
    await expect(page).toHaveURL(/\/car\/vehicles$/);
  });
});

test('a guarded link opened logged out leads to the login, then back to that link', async ({ page }) => {
  const todayStart = Math.floor((Date.now() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  const query = new URLSearchParams({
    vehicleId: '1',
    startTime: chinaText(todayStart - DAY_MS),
    endTime: chinaText(todayStart - 1000),
    urlType: 'blank',
  });
  const link = `/car/playback?${query.toString()}`;

  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === link, FULL_LOAD);
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();

  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === link, FULL_LOAD);
  await expect(page.getByTestId('playback-page')).toBeVisible(FULL_LOAD);
});

test('a return target on another site is ignored: the login opens the home page', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/car')}`);
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/home$/, FULL_LOAD);
});

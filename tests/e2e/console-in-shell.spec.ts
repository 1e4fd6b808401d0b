import { expect, test, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { firstPlate, vehicleRows, vehicleTable } from './support/console';
import { loginThroughShell } from './support/login';
import { mainNav, openConsole, openVehicleList } from './support/shell';

test.beforeEach(async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
});

test('the console renders inside wujie’s shadow root with antd styles applied', async ({ page }) => {
  await openConsole(page);
  const search = page.getByRole('searchbox', { name: '搜索车牌号或设备号' });
  const placement = await search.evaluate((input) => {
    // asked from the host side: wujie patches getRootNode/parentNode inside the sandbox
    const host = document.querySelector('wujie-app');
    const style = getComputedStyle(input.closest('.ant-input-affix-wrapper') ?? input);
    return {
      inShadow: host?.shadowRoot?.contains(input) === true,
      hostTag: host?.tagName.toLowerCase() ?? '',
      borderStyle: style.borderTopStyle,
      borderRadius: style.borderTopLeftRadius,
      fontFamily: style.fontFamily,
    };
  });
  expect(placement.inShadow).toBe(true);
  expect(placement.hostTag).toBe('wujie-app');
  // antd's cssinjs reached the shadow root: a bare <input> has neither a solid 1px rounded border nor antd's font stack
  expect(placement.borderStyle).toBe('solid');
  expect(placement.borderRadius).toBe('6px');
  expect(placement.fontFamily).toContain('-apple-system');
  // the primary button carries the theme's primary colour (defaultTheme #0958d9, AA contrast)
  const button = page.getByRole('button', { name: '搜索' });
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(9, 88, 217)');
});

/** How the console's lazy chunks have loaded so far: by wujie's fetch (run inline) or as scripts in its iframe. */
function chunkLoads(page: Page): Promise<{ fetched: number; asScripts: number }> {
  return page.evaluate(() => {
    const chunk = /\/apps\/car\/static\/js\/async\//;
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[name="car"]')?.contentWindow;
    const entries = (realm: Window | null | undefined) => (realm?.performance.getEntriesByType('resource') ?? []) as PerformanceResourceTiming[];
    return {
      fetched: entries(window).filter((entry) => chunk.test(entry.name) && entry.initiatorType === 'fetch').length,
      asScripts: entries(iframe).filter((entry) => chunk.test(entry.name) && entry.initiatorType === 'script').length,
    };
  });
}

test('the console’s lazy chunks: preloaded behind 首页 in wujie’s idle time, shown as plain scripts in its iframe', async ({ page }) => {
  // the idle preload renders the console's home (the monitoring page, a lazy chunk) while the shell shows 首页
  await expect(page.frameLocator('iframe[name="car"]').locator('[role="treeitem"]').first()).toBeAttached({ timeout: 60_000 });
  const preloaded = await chunkLoads(page);
  expect(preloaded.fetched).toBeGreaterThan(0);
  expect(preloaded.asScripts).toBe(0);
  // shown (native-async-chunks.ts): the vehicle list's chunk comes as a script the browser loads and compiles
  await openConsole(page);
  expect((await chunkLoads(page)).asScripts).toBeGreaterThan(0);
});

test('an antd dropdown inside the console opens below its select, inside the shadow root', async ({ page }) => {
  await openConsole(page);
  const select = page.getByRole('combobox', { name: '车辆状态' });
  await select.click();
  // antd keeps an invisible a11y listbox too; the visible option is the rendered item
  const option = page.locator('.ant-select-item-option').filter({ hasText: '离线' });
  await expect(option).toBeVisible();
  const selectBox = await select.boundingBox();
  const optionBox = await option.boundingBox();
  expect(selectBox && optionBox && optionBox.y > selectBox.y).toBe(true);
  expect(await option.evaluate((element) => document.querySelector('wujie-app')?.shadowRoot?.contains(element))).toBe(true);
});

test('clicking a vehicle opens the shell’s vehicle dialog for that vehicle', async ({ page }) => {
  await openConsole(page);
  const plate = await firstPlate(page);
  await vehicleRows(page).first().click();
  const dialog = page.getByRole('dialog', { name: `车辆信息 - ${plate}` });
  await expect(dialog).toBeVisible();
  // the shell's dialog, in the shell's document rather than the sandbox
  expect(await dialog.evaluate((element) => element.getRootNode() === document)).toBe(true);
  await expect(dialog.getByRole('tab', { name: '基本信息' })).toBeVisible();
  await expect(dialog.getByText(plate).first()).toBeVisible();
});

test('switching to home and back keeps the page and the console’s state, without a reload', async ({ page }) => {
  await openConsole(page);
  await page.evaluate(() => {
    (window as unknown as { __noReloadMarker: string }).__noReloadMarker = 'still-here';
  });
  const plate = await firstPlate(page);
  const search = page.getByRole('searchbox', { name: '搜索车牌号或设备号' });
  await search.fill(plate);
  await search.press('Enter');
  await expect(vehicleRows(page)).toHaveCount(1);

  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(vehicleTable(page)).toBeHidden();
  await nav.getByRole('link', { name: '智能车联' }).click();

  await expect(search).toHaveValue(plate);
  await expect(vehicleRows(page)).toHaveCount(1);
  await expect(vehicleRows(page).first()).toContainText(plate);
  expect(await page.evaluate(() => (window as unknown as { __noReloadMarker?: string }).__noReloadMarker)).toBe('still-here');
});

test('a full reload inside the console logs nothing out and shows the same screen again', async ({ page }) => {
  await mainNav(page).getByRole('link', { name: '智能车联' }).click();
  // /car/ is the console's home: the monitoring page (group tree and map)
  await expect(page.getByRole('tree', { name: '车辆分组' })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole('tree', { name: '车辆分组' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();

  // the console's own navigation is the shell's address: a reload of 车辆列表 stays on 车辆列表
  await openVehicleList(page);
  await expect(page).toHaveURL(/\/car\/vehicles$/);
  await page.reload();
  await expect(vehicleRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
});

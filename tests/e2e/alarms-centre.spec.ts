import { expect, test, type Page } from '@playwright/test';
import { OPERATOR, VIEWER } from './support/accounts';
import { loginThroughShell } from './support/login';
import { openAlarmCentre, openStandaloneAlarmCentre, testApi } from './support/test-hooks';

// long flows on a loaded machine: login alone takes many seconds
test.describe.configure({ timeout: 180_000 });

/** The shell's alarm tip polls every 5 s; an alarm shows within one interval plus the page's work. */
const WITHIN_POLL = { timeout: 15_000 };

/** The tip's first poll marks where "new" starts: an alarm raised before it would be the baseline. */
function tipPrimed(page: Page) {
  return page.waitForResponse((response) => response.url().includes('actualTimeAlarmQuery.json') && response.url().includes('limit=1'));
}

/** The real-time list (a virtual table: role table, its rows keyed by alarm id); the history stays antd's Table. */
const realtimeRows = (page: Page) => page.getByRole('table', { name: '实时报警' }).locator('[role="row"][data-row-key]');
const realtimeRow = (page: Page, alarmId: number) => page.getByRole('table', { name: '实时报警' }).locator(`[role="row"][data-row-key="${alarmId}"]`);

const alarmBadge = (page: Page) => page.getByTestId('alarm-badge');
const badgeCount = async (page: Page) => Number((await alarmBadge(page).getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? NaN);

test('an alarm appears in the shell’s tip and the console’s real-time list; processing it removes it and the badge drops', async ({ page }) => {
  const primed = tipPrimed(page);
  await loginThroughShell(page, OPERATOR);
  await primed;
  const api = testApi(page);
  const [vehicle] = await api.vehiclesIn('online', 1);
  if (!vehicle) throw new Error('no online vehicle');
  const { alarmId } = await api.raiseAlarm(vehicle.vehicleId, 'rollover');

  const tip = page.getByRole('alert', { name: '报警提示' });
  await expect(tip).toBeVisible(WITHIN_POLL);
  await expect(tip).toContainText(vehicle.plate);
  await expect(tip).toContainText('侧翻报警');
  await expect(tip.getByRole('switch', { name: '报警声音' })).toBeChecked();

  await tip.getByRole('button', { name: new RegExp(vehicle.plate) }).click();
  await expect(page).toHaveURL(new RegExp(`/car/alarm\\?alarmId=${alarmId}$`));
  const row = realtimeRow(page, alarmId);
  await expect(row).toBeVisible(WITHIN_POLL);
  await expect(row).toContainText(vehicle.plate);
  await expect(row).toContainText('侧翻报警');

  await expect.poll(() => badgeCount(page), WITHIN_POLL).toBeGreaterThan(0);
  const before = await badgeCount(page);
  await row.getByRole('button', { name: '处理' }).click();
  const dialog = page.getByRole('dialog', { name: '处理报警' });
  await dialog.getByRole('radio', { name: '误报' }).check();
  await dialog.getByLabel('备注').fill('测试处理');
  await dialog.getByRole('button', { name: '确定处理' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(() => badgeCount(page)).toBe(before - 1);

  // the history shows it processed, by whom and how
  await page.getByRole('tab', { name: '历史报警' }).click();
  const processed = page.locator(`.ant-table-row[data-row-key="${alarmId}"]`);
  await expect(processed).toContainText('已处理');
  await expect(processed).toContainText('误报');
  await expect(processed).toContainText('演示运营账号');
  await expect(processed).toContainText('测试处理');
});

test('the voice setting is stored: turned off in the user menu, it stays off after a reload', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await page.getByRole('button', { name: /当前用户/ }).click();
  await page.getByRole('menuitem', { name: /报警声音：开/ }).click();
  await page.reload();
  await page.getByRole('button', { name: /当前用户/ }).click();
  await expect(page.getByRole('menuitem', { name: /报警声音：关/ })).toBeVisible();
});

test('the sub-user without car:alarm:process sees the alarms but no process button', async ({ page }) => {
  await loginThroughShell(page, VIEWER);
  const permissions = page.waitForResponse((response) => response.url().includes('/resource/newList.json'));
  await openAlarmCentre(page);
  await permissions;
  await expect(realtimeRows(page).first()).toBeVisible(WITHIN_POLL);
  await expect(page.getByRole('button', { name: '定位' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '处理', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /批量处理/ })).toHaveCount(0);
});

test('the operator sees the process buttons (the guard is not simply empty)', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await openAlarmCentre(page);
  await expect(realtimeRows(page).first()).toBeVisible(WITHIN_POLL);
  await expect(page.getByRole('button', { name: '处理', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /批量处理/ })).toBeVisible();
});

test('the alarm centre works standalone, its instructions dialog included', async ({ page }) => {
  await openStandaloneAlarmCentre(page, OPERATOR);
  await expect(realtimeRows(page).first()).toBeVisible(WITHIN_POLL);

  // without the shell, the standalone host opens the same instructions dialog and pre-checks
  await realtimeRows(page).first().getByRole('button', { name: '指令' }).click();
  const dialog = page.getByRole('dialog', { name: '下发指令' });
  await dialog.getByRole('combobox', { name: '指令' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '查询状态' }).click();
  await dialog.getByRole('button', { name: '预检' }).click();
  await expect(dialog.getByLabel('预检结果统计')).toBeVisible();
  await dialog.getByRole('button', { name: /Close|关闭/ }).first().click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('tab', { name: '历史报警' }).click();
  await expect(page.getByText(/共 \d+\+? 条/)).toBeVisible(WITHIN_POLL);
});

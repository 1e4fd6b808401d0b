import { expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { firstPlate, vehicleRows } from './support/console';
import { loginThroughShell } from './support/login';
import { openConsole } from './support/shell';
import { openAlarmCentre, openStandaloneAlarmCentre, testApi } from './support/test-hooks';

// long flows on a loaded machine: login alone takes many seconds
test.describe.configure({ timeout: 240_000 });

/** Rounds of choose-then-Escape per host: one round hit the bug most times, three made it certain. */
const ROUNDS = 3;

const realtimeTable = (page: Page) => page.getByRole('table', { name: '实时报警' });
const realtimeRow = (page: Page, alarmId: number) => realtimeTable(page).locator(`[role="row"][data-row-key="${alarmId}"]`);

/** Raises an alarm on each of three online vehicles (before the list is opened: its first poll lists them). */
async function raiseThree(page: Page): Promise<number[]> {
  const api = testApi(page);
  const ids: number[] = [];
  for (const vehicle of await api.vehiclesIn('online', 3)) ids.push((await api.raiseAlarm(vehicle.vehicleId, 'sos')).alarmId);
  return ids;
}

/** The batch command dialog for those alarms' vehicles, opened as a user does: check the rows, 向所选车辆下发指令. */
async function openBatchDialog(page: Page, alarmIds: number[]): Promise<Locator> {
  for (const id of alarmIds) await expect(realtimeRow(page, id)).toBeVisible({ timeout: 15_000 });
  for (const id of alarmIds) await realtimeRow(page, id).getByRole('checkbox').check();
  await page.getByRole('button', { name: '向所选车辆下发指令（3 辆）' }).click();
  const dialog = page.getByRole('dialog', { name: '批量下发指令（3 辆车）' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Chooses a command and waits until the field shows it (not for the list's leave motion: the Escape
 * that follows comes during it, the case that failed). Retried: on a loaded machine a click on an
 * option in its opening motion sometimes closed the list without choosing (seen after the alarm
 * specs), and an Escape then rightly went to the list, not the dialog.
 */
async function chooseCommand(page: Page, dialog: Locator, name: string): Promise<void> {
  const field = dialog.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '指令' }) });
  await expect(async () => {
    if (!(await field.getByRole('combobox').getAttribute('aria-expanded'))?.includes('true')) await field.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: name }).click({ timeout: 5_000 });
    await expect(field).toContainText(name, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Escape closes the batch dialog: right after a command was chosen (the list's popup still in its
 * closing motion: the case that failed), after the pre-check (the bench's case), and with the list
 * open Escape closes the list only, as a nested popup should.
 */
async function escapeCloses(page: Page, alarmIds: number[]): Promise<void> {
  for (let round = 0; round < ROUNDS; round += 1) {
    const dialog = await openBatchDialog(page, alarmIds);
    await chooseCommand(page, dialog, '查询状态');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  const dialog = await openBatchDialog(page, alarmIds);
  await chooseCommand(page, dialog, '查询状态');
  await dialog.getByRole('button', { name: '预检' }).click();
  await expect(dialog.getByLabel('预检结果统计')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // the case that failed in CI: the command list still in its leave motion (on top of antd's Escape
  // stack) and the focus on no element (the pressed 预检 leaves with its step a frame before 发送 takes
  // the focus). Motions slowed 100× keep the list leaving; the focus is taken off 发送 by hand.
  const unfocused = await openBatchDialog(page, alarmIds);
  const motions = await page.context().newCDPSession(page);
  await motions.send('Animation.enable');
  await motions.send('Animation.setPlaybackRate', { playbackRate: 0.01 });
  await chooseCommand(page, unfocused, '查询状态');
  await unfocused.getByRole('button', { name: '预检' }).click();
  await expect(unfocused.getByRole('button', { name: /^发送到/ })).toBeFocused();
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  await page.keyboard.press('Escape');
  await motions.send('Animation.setPlaybackRate', { playbackRate: 1 });
  await expect(unfocused).toHaveCount(0);
  await motions.detach();

  const again = await openBatchDialog(page, alarmIds);
  await again.getByRole('combobox', { name: '指令' }).click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(options).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(again).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
}

test('Escape closes the batch command dialog in the shell', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  const alarmIds = await raiseThree(page);
  await openAlarmCentre(page);
  await escapeCloses(page, alarmIds);
});

test('Escape closes the batch command dialog of the standalone console', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  const alarmIds = await raiseThree(page);
  await openStandaloneAlarmCentre(page, OPERATOR);
  await escapeCloses(page, alarmIds);
});

test('Escape closes the shell’s vehicle dialog opened from the console', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await openConsole(page);
  const plate = await firstPlate(page);
  await vehicleRows(page).first().click();
  const dialog = page.getByRole('dialog', { name: `车辆信息 - ${plate}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { loginThroughShell } from './support/login';
import { openAlarmCentre, testApi, type TestVehicle } from './support/test-hooks';

// long flows on a loaded machine: login alone takes many seconds
test.describe.configure({ timeout: 180_000 });

const WITHIN_POLL = { timeout: 15_000 };

/** A row of the real-time list (a virtual table: role table, its rows keyed by alarm id). */
const realtimeRow = (page: Page, alarmId: number) => page.getByRole('table', { name: '实时报警' }).locator(`[role="row"][data-row-key="${alarmId}"]`);

/** Raises an alarm on each vehicle and opens the alarm centre with them listed. */
async function alarmsFor(page: Page, vehicles: TestVehicle[]): Promise<number[]> {
  const api = testApi(page);
  const ids: number[] = [];
  for (const vehicle of vehicles) ids.push((await api.raiseAlarm(vehicle.vehicleId, 'harshTurn')).alarmId);
  await openAlarmCentre(page);
  for (const id of ids) await expect(realtimeRow(page, id)).toBeVisible(WITHIN_POLL);
  return ids;
}

async function check(page: Page, alarmIds: number[]): Promise<void> {
  for (const id of alarmIds) await realtimeRow(page, id).getByRole('checkbox').check();
}

const rowOf = (dialog: Locator, plate: string) => dialog.getByRole('row').filter({ hasText: plate });

test('three vehicles, one offline, 立即定位: the pre-check matrix queues the offline one, the online ones reach a final state, a retry works', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  const api = testApi(page);
  const online = await api.vehiclesIn('online', 2);
  const [offline] = await api.vehiclesIn('offline', 1);
  if (!offline) throw new Error('no offline vehicle');
  const alarms = await alarmsFor(page, [...online, offline]);
  await check(page, alarms);
  await page.getByRole('button', { name: /向所选车辆下发指令（3 辆）/ }).click();

  const dialog = page.getByRole('dialog', { name: '批量下发指令（3 辆车）' });
  await expect(dialog).toBeVisible();
  // 立即定位 (locate now) waits for an offline vehicle: the matrix queues it until it comes online
  await dialog.getByRole('combobox', { name: '指令' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '立即定位' }).click();
  await dialog.getByRole('button', { name: '预检' }).click();
  await expect(dialog.getByText('可发送 2')).toBeVisible();
  await expect(dialog.getByText('离线，将排队 1')).toBeVisible();
  await expect(rowOf(dialog, offline.plate)).toContainText('离线，将排队');
  // the pressed 预检 is gone: the keyboard goes on from the step's action, not from the page's body
  await expect(dialog.getByRole('button', { name: '发送到 3 辆车' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(rowOf(dialog, offline.plate)).toContainText('等待上线');
  await expect(dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' })).toBeFocused();
  for (const vehicle of online) await expect(rowOf(dialog, vehicle.plate)).toContainText('已发送');

  // the devices refuse: both online vehicles end failed, and the retry sends to them again
  await api.settleCommands('fail');
  for (const vehicle of online) await expect(rowOf(dialog, vehicle.plate)).toContainText('执行失败', WITHIN_POLL);
  await dialog.getByRole('button', { name: '重试失败的车辆（2）' }).click();
  for (const vehicle of online) await expect(rowOf(dialog, vehicle.plate)).toContainText('已发送');
  await api.settleCommands('ack');
  for (const vehicle of online) await expect(rowOf(dialog, vehicle.plate)).toContainText('执行成功', WITHIN_POLL);
  await expect(rowOf(dialog, offline.plate)).toContainText('等待上线');

  await dialog.getByRole('tab', { name: '指令记录' }).click();
  await expect(dialog.getByRole('row').filter({ hasText: '立即定位' }).first()).toBeVisible();
});

test('the fuel cut asks for confirmation and says that it is audited', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  const api = testApi(page);
  // a parked vehicle whose device can cut fuel: the pre-check lets it through, the send asks to confirm
  const vehicle = await api.eligibleFor('FUEL_CUT', 'stationary');
  const [alarmId] = await alarmsFor(page, [vehicle]);
  if (alarmId === undefined) throw new Error('no alarm raised');
  await realtimeRow(page, alarmId).getByRole('button', { name: '指令' }).click();

  const dialog = page.getByRole('dialog', { name: '下发指令' });
  await dialog.getByRole('combobox', { name: '指令' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '断油电' }).first().click();
  await dialog.getByRole('button', { name: '预检' }).click();
  await expect(dialog.getByText(/为危险指令，发送前需要再次确认，操作将被审计记录/)).toBeVisible();
  await expect(dialog.getByText('可发送 1')).toBeVisible();
  await dialog.getByRole('button', { name: '发送到 1 辆车' }).click();
  const confirm = page.getByRole('dialog', { name: /确认下发「断油电」/ });
  await expect(confirm).toContainText('接受审计');
  await confirm.getByRole('button', { name: '确认下发' }).click();
  await expect(confirm).toHaveCount(0);
  // confirmed with the pre-check's token: the command went out
  await expect(rowOf(dialog, vehicle.plate)).toContainText('已发送');
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { OPERATOR } from './support/accounts';
import { loginThroughShell } from './support/login';

/**
 * The download loop in the shell (product-spec §2, §7): the download centre starts an export for
 * a group, follows it until it is finished, and hands over a real .xlsx through the hidden frame
 * and as a POST blob; a sub-app's showDownList opens the one download-list tip.
 */

const jobRows = (page: Page) => page.getByRole('table').locator('tbody tr.ant-table-row');

async function startVehicleListExport(page: Page, groupTitle: RegExp): Promise<void> {
  const form = page.getByRole('form', { name: '新建导出' });
  await form.getByRole('combobox', { name: '车辆分组' }).click();
  await page.getByTitle(groupTitle).first().click();
  await form.getByRole('button', { name: '开始导出' }).click();
}

test('the download centre exports a group and downloads a real file whose rows match the job', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await page.goto('/center/download');
  await expect(page.getByRole('form', { name: '新建导出' })).toBeVisible();

  await startVehicleListExport(page, / \(\d+\/\d+\)$/);
  const newest = jobRows(page).first();
  await expect(newest).toContainText('车辆列表');
  await expect(newest).toContainText('已完成', { timeout: 30_000 });
  const rowCount = Number(await newest.locator('td').nth(3).innerText());
  expect(rowCount).toBeGreaterThan(0);

  const fileName = await newest.getByRole('button', { name: /^下载 / }).getAttribute('aria-label');
  const [frameDownload] = await Promise.all([page.waitForEvent('download'), newest.getByRole('button', { name: /^下载 / }).click()]);
  expect(`下载 ${frameDownload.suggestedFilename()}`).toBe(fileName);
  const framed = await readSheet(await readFile(await frameDownload.path()));
  // the header row plus one row per vehicle
  expect(framed.length - 1).toBe(rowCount);

  const [blobDownload] = await Promise.all([page.waitForEvent('download'), newest.getByRole('button', { name: /^另存 / }).click()]);
  const saved = await readSheet(await readFile(await blobDownload.path()));
  expect(saved).toEqual(framed);

  // the page survives a reload with the job still listed
  await page.reload();
  await expect(jobRows(page).first()).toContainText('已完成');
});

test("a sub-app's showDownList opens one tip that links to the download centre", async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await page.goto('/car/');
  await expect.poll(() => page.frame({ name: 'car' }) !== null, { timeout: 30_000 }).toBe(true);
  const emit = async () => {
    const sandbox = page.frame({ name: 'car' });
    if (!sandbox) throw new Error('找不到子应用 car 的沙箱');
    await sandbox.evaluate(() => {
      const injected = (window as unknown as { $wujie?: { bus: { $emit(name: string, payload: unknown): unknown } } }).$wujie;
      if (!injected) throw new Error('沙箱中没有 $wujie');
      injected.bus.$emit('showDownList', { taskName: '车辆列表' });
    });
  };
  await expect.poll(async () => (await emit().then(() => true, () => false)), { timeout: 30_000 }).toBe(true);
  await emit();
  const tip = page.getByRole('dialog', { name: '下载列表' });
  await expect(tip).toHaveCount(1);
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: '前往下载中心' }).click();
  await expect(page).toHaveURL(/\/center\/download$/);
  await expect(tip).toHaveCount(0);
});

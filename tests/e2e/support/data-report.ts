import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { mainNav } from './shell';

/** The report table's data rows (antd Table, inside the sub-app's shadow root or the standalone page). */
export function reportRows(page: Page): Locator {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

export function mileageTotal(page: Page): Locator {
  return page.getByTestId('mileage-total');
}

/** Opens 数据报表 from the shell's header and waits for the mileage report's first rows. */
export async function openReports(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: '数据报表' }).click();
  await expect(page).toHaveURL(/\/data-report/);
  await expect(page.getByRole('heading', { name: '里程报表' })).toBeVisible();
  await expect(reportRows(page).first()).toBeVisible();
}

/** The data-report app's wujie sandbox (its iframe is named after the app). */
export function reportSandbox(page: Page): Frame {
  const frame = page.frame({ name: 'data-report' });
  if (!frame) throw new Error('找不到子应用 data-report 的沙箱');
  return frame;
}

/** Picks one group in the report's group tree select, found by typing its name (the tree is a virtual list). */
export async function chooseGroup(page: Page, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: '车辆分组' });
  await select.click();
  await select.fill(name);
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: `${name} (` }).first().click();
  await page.keyboard.press('Escape');
}

/** The session the shell stored, for API calls made beside the UI. */
export async function storedSessionId(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('main_sessionId'));
  const sessionId: unknown = raw ? JSON.parse(raw) : null;
  if (typeof sessionId !== 'string') throw new Error('没有已保存的会话');
  return sessionId;
}

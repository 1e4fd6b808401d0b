import { expect, type Locator, type Page } from '@playwright/test';

/** The console's vehicle table (inside wujie's shadow root when hosted; Playwright pierces open roots). */
export function vehicleTable(page: Page): Locator {
  return page.getByRole('table', { name: '车辆列表' });
}

/** Data rows only: the header row sits in the first rowgroup. */
export function vehicleRows(page: Page): Locator {
  return vehicleTable(page).locator('[role="rowgroup"]').nth(1).getByRole('row');
}

/** Waits until the list shows vehicles and returns the plate of the first row. */
export async function firstPlate(page: Page): Promise<string> {
  const first = vehicleRows(page).first();
  await expect(first).toBeVisible();
  const plate = (await first.getByRole('cell').first().innerText()).trim();
  expect(plate).not.toBe('');
  return plate;
}

/** The console's search box; it keeps what the user typed whatever the search did. */
export function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: '搜索车牌号或设备号' });
}

/** Types a search and submits it, as a user does. */
export async function searchVehicles(page: Page, text: string): Promise<void> {
  const box = searchBox(page);
  await box.fill(text);
  await box.press('Enter');
}

/** The list's own error state (no rows): its title, the message, and 重试. */
export function listError(page: Page): Locator {
  return vehicleTable(page).locator('.ant-result-error');
}

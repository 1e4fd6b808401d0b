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

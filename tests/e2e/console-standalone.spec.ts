import { expect, test } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { firstPlate, vehicleRows } from './support/console';
import { consoleScreen } from './support/shell';

test('the console standalone at /apps/car/ logs in with its own page and lists vehicles', async ({ page }) => {
  await page.goto('/apps/car/');
  await expect(page).toHaveURL(/\/apps\/car\/login$/);
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();

  await expect(page).toHaveURL(/\/apps\/car\/?$/);
  // the console's home is the monitoring page; the list is one click away in its navigation
  await expect(page.getByRole('tree', { name: '车辆分组' })).toBeVisible({ timeout: 30_000 });
  await consoleScreen(page, '车辆列表').click();
  await expect(page).toHaveURL(/\/apps\/car\/vehicles$/);
  const plate = await firstPlate(page);
  // no shell around it
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);

  await vehicleRows(page).first().click();
  await expect(page.getByRole('dialog', { name: `车辆信息 - ${plate}` })).toBeVisible();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { expireSessionAtOnce } from './support/api-faults';
import { watchBackgroundLoads } from './support/background-loads';
import { firstPlate, listError, searchBox, searchVehicles, vehicleRows } from './support/console';
import { loginThroughShell } from './support/login';
import { fireParallelLoads } from './support/product-stores';
import { expectShellWorks, openConsole, toasts } from './support/shell';

/**
 * The session fault of the fault matrix: twenty requests in flight when the session expires,
 * all answered flag 4010 at once. The user must see exactly one 会话已过期 dialog, the shell's,
 * whichever app the requests came from, and no toast besides.
 */

const PARALLEL = 20;

function expiredDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: '会话已过期' });
}

/** One dialog on the whole page (the console's shadow root included), in the shell's document, and no toast. */
async function expectExactlyOneExpiredDialog(page: Page): Promise<Locator> {
  const dialog = expiredDialog(page);
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toContainText('登录超时，请重新登录');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await dialog.evaluate((element) => element.getRootNode() === document)).toBe(true);
  await expect(toasts(page)).toHaveCount(0);
  return dialog;
}

test.beforeEach(async ({ page }) => {
  const background = watchBackgroundLoads(page);
  await loginThroughShell(page, OPERATOR);
  // the sub-apps' preloads are not part of the twenty: their calls would expire after the checks
  await background.settled();
});

test('twenty shell requests expiring at once open exactly one 会话已过期 dialog; 登录 leads to a working login', async ({ page }) => {
  const expiry = await expireSessionAtOnce(page, PARALLEL);
  await fireParallelLoads(page, { shell: PARALLEL, console: 0 });
  expect(await expiry.answered).toBe(PARALLEL);
  const dialog = await expectExactlyOneExpiredDialog(page);

  // closed, the next burst opens it once again
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await fireParallelLoads(page, { shell: PARALLEL, console: 0 });
  await expectExactlyOneExpiredDialog(page);

  await expiredDialog(page).getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expiry.heal();
  // on the same page, no reload: the login form works again
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expectShellWorks(page);
});

test('twenty console requests expiring at once inside the shell: one dialog, the shell’s; the search survives and 重试 recovers', async ({ page }) => {
  await openConsole(page);
  const plate = await firstPlate(page);
  const expiry = await expireSessionAtOnce(page, PARALLEL);
  // the user's own search is one of the twenty
  await searchVehicles(page, plate);
  await fireParallelLoads(page, { shell: 0, console: PARALLEL - 1 });
  expect(await expiry.answered).toBe(PARALLEL);

  const dialog = await expectExactlyOneExpiredDialog(page);
  // the console shows none of its own
  const consoleDialogs = await page.evaluate(
    () => document.querySelector('wujie-app')?.shadowRoot?.querySelectorAll('.ant-modal-wrap').length ?? 0,
  );
  expect(consoleDialogs).toBe(0);

  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue(plate);
  // the server's session was fine all along: once calls go through again, 重试 brings the list back
  await expiry.heal();
  await listError(page).getByRole('button', { name: /重\s*试/ }).click();
  await expect(vehicleRows(page)).toHaveCount(1);
  await expect(vehicleRows(page).first()).toContainText(plate);
  await expectShellWorks(page);
});

test('requests of the shell and the console expiring together still open one dialog', async ({ page }) => {
  await openConsole(page);
  const expiry = await expireSessionAtOnce(page, PARALLEL);
  await fireParallelLoads(page, { shell: PARALLEL / 2, console: PARALLEL / 2 });
  expect(await expiry.answered).toBe(PARALLEL);
  await expectExactlyOneExpiredDialog(page);
  await expiry.heal();
});

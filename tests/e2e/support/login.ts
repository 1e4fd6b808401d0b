import { expect, type Page, type Request } from '@playwright/test';
import type { Account } from './accounts';

/** Logs in through the shell's real login form and waits for the logged-in header. */
export async function loginThroughShell(page: Page, account: Account): Promise<Request> {
  await page.goto('/login');
  await page.getByLabel('账号').fill(account.username);
  await page.getByLabel('密码').fill(account.password);
  const tokenRequest = page.waitForRequest((request) => request.url().includes('/oauth/v4/token'));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const request = await tokenRequest;
  // after the token: the resource list, customer info and the home page's lazy chunk, slow on a busy 2-core box
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  return request;
}

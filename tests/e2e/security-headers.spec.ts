import { expect, test, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { loginThroughShell } from './support/login';
import { openVehicleList } from './support/shell';

/**
 * The server's Content-Security-Policy and framing rules must not break what they protect: the
 * shell, wujie's same-origin sandbox and the console inside it, and the console standalone. Every
 * CSP violation the pages report (in any frame) fails the test.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect|create)/i.test(text)) violations.push(text);
  });
  return violations;
}

test('pages carry the security headers', async ({ request }) => {
  for (const path of ['/', '/login', '/apps/car/', '/oauth/loginPage']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('same-origin');
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
  }
});

test('the shell and the console inside wujie work under the policy with no violation', async ({ page }) => {
  const violations = await collectViolations(page);
  await loginThroughShell(page, OPERATOR);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '智能车联' }).click();
  await openVehicleList(page);
  // the reload opens the console on its home (the monitoring page, map included)
  await page.reload();
  await openVehicleList(page);
  expect(violations).toEqual([]);
});

test('the console standalone works under the policy with no violation', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/apps/car/login');
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await openVehicleList(page);
  expect(violations).toEqual([]);
});

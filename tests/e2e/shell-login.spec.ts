import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { E2E_PORT } from './e2e-env';
import { OPERATOR, SUB_USER } from './support/accounts';

/**
 * The shell's entry (issue 8): `/` on a full load, both login screens, the captcha after failures
 * and the SMS-code login. Captcha answers and SMS codes come from the server's e2e hook
 * (E2E_TEST_HOOKS, server/test-hooks/e2e-witness.ts): the test plays the person reading them.
 */
const DEMO_PHONE = '13800138000';

async function captchaAnswer(request: APIRequestContext, captchaKey: string): Promise<string> {
  const reply = await request.get(`/__e2e__/captcha/${encodeURIComponent(captchaKey)}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { answer: string }).answer;
}

async function submitPassword(page: Page, password: string) {
  await page.getByLabel('密码').fill(password);
  const answered = page.waitForResponse((response) => response.url().includes('/oauth/v4/token'));
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  return answered;
}

test('/ typed into the address bar lands on /home, logged out and logged in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('页面出错了')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: /登\s*录/ })).toBeVisible();
});

test('three wrong passwords bring the captcha; the right password with its answer logs in', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill(SUB_USER.username);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await submitPassword(page, `wrong-password-${attempt}`);
    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
  }
  const image = page.getByRole('img', { name: '验证码图片' });
  await expect(image).toBeVisible();

  // a click draws a new image; the key of the newest is the one the login sends
  const redrawn = page.waitForResponse((response) => response.url().includes('/oauth/getCode'));
  await page.getByRole('button', { name: '看不清，换一张验证码' }).click();
  const { obj } = (await (await redrawn).json()) as { obj: { captchaKey: string } };
  await page.getByLabel('验证码', { exact: true }).fill(await captchaAnswer(request, obj.captchaKey));

  const answered = await submitPassword(page, SUB_USER.password);
  expect(((await answered.json()) as { flag: number }).flag).toBe(1);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the SMS-code login sends the code, counts down, and logs in with it', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByLabel('手机号').fill(DEMO_PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/验证码已发送至 138\*{4}8000/)).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  const reply = await request.get(`/__e2e__/sms/${DEMO_PHONE}`);
  const { code } = (await reply.json()) as { code: string };
  await page.getByLabel('短信验证码').fill(code);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the host listed by the customer info gets the older login screen', async () => {
  // this test only: the listed host name resolves to the e2e server
  const browser = await chromium.launch({
    ...chromiumLaunchOptions(),
    args: [...(chromiumLaunchOptions().args ?? []), '--host-resolver-rules=MAP old.fleet.local 127.0.0.1'],
  });
  try {
    const page = await browser.newPage({ locale: 'zh-CN' });
    await page.goto(`http://old.fleet.local:${E2E_PORT}/login`);
    await expect(page.locator('[data-login-style="old"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '短信登录' })).toHaveCount(0);
    await page.getByLabel('账号').fill(OPERATOR.username);
    await page.getByLabel('密码').fill(OPERATOR.password);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page).toHaveURL(/\/home$/);
  } finally {
    await browser.close();
  }
});

test('every other host gets the newer screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('[data-login-style="new"]')).toBeVisible();
  await expect(page.getByRole('tab', { name: '短信登录' })).toBeVisible();
});

test('<html lang="zh-CN"> on the shell and the console', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/apps/car/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

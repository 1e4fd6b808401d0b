import { expect, test } from '@playwright/test';
import { OPERATOR, SUB_USER } from './support/accounts';
import { loginThroughShell } from './support/login';

const ALL_SUB_APPS = ['智能车联', '智能工牌', '系统管理', '宠物守护', '数据中心', '电单车卫士', '数据报表', '电动车租赁', '新国标'];

test('logging in through the real form never sends the password in clear text', async ({ page }) => {
  const request = await loginThroughShell(page, OPERATOR);
  const body = request.postData() ?? '';
  expect(body).not.toContain(OPERATOR.password);
  const form = new URLSearchParams(body);
  expect(form.get('username')).not.toBe(OPERATOR.username);
  // jsencrypt's RSA ciphertext: base64, far longer than the clear value
  expect(form.get('password') ?? '').toMatch(/^[A-Za-z0-9+/=]{100,}$/);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/您好，/)).toBeVisible();
});

test('the operator sees every sub-application of their role in the header', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  const nav = page.getByRole('navigation', { name: '主导航' });
  for (const title of ALL_SUB_APPS) await expect(nav.getByRole('link', { name: title })).toBeVisible();
});

test('the sub-user sees fewer sub-applications', async ({ page }) => {
  await loginThroughShell(page, SUB_USER);
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '智能车联' })).toBeVisible();
  for (const hidden of ['智能工牌', '系统管理', '宠物守护', '电单车卫士', '电动车租赁', '新国标']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill('wrong-password-1');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

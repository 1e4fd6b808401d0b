import { expect, test, type Page } from '@playwright/test';
import { OPERATOR, SUB_USER } from './support/accounts';
import { loginThroughShell } from './support/login';

/**
 * 系统中心 → 智能助手设置 (issue 13): an operator switches the assistant off for the whole
 * customer (the widget no longer loads) and on again; a provider address inside the network is
 * refused with the server's reason; a sub-user has no such menu entry.
 */
const launcher = (page: Page) => page.getByRole('button', { name: '打开智能助手' });

// whatever happened in the test, the assistant is on again for the specs that run after this one
test.afterEach(async ({ page }) => {
  await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('sessionId'));
    const sessionId: unknown = key ? JSON.parse(localStorage.getItem(key) ?? '""') : '';
    if (typeof sessionId !== 'string' || !sessionId) return;
    await fetch('/car/v1/api/assistant/updateChatConfig.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', sessionId },
      body: JSON.stringify({ enabled: true }),
    });
  });
});

test('the operator switches the assistant off and on; an internal provider address is refused', async ({ page }) => {
  // two logins' worth of page loads (each reload boots the shell and the widget again)
  test.setTimeout(180_000);
  await loginThroughShell(page, OPERATOR);
  await expect(launcher(page)).toBeVisible();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '系统中心' }).click();
  await page.getByRole('complementary', { name: '系统中心菜单' }).getByRole('menuitem', { name: '智能助手设置' }).click();
  await expect(page).toHaveURL(/\/center\/assistant$/);

  await page.getByLabel('服务地址').fill('https://169.254.169.254/v1');
  await page.getByLabel('模型名称').fill('any-model');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('alert')).toContainText('大模型服务地址不能指向内网、本机或保留地址');
  await page.getByLabel('服务地址').fill('');

  await page.getByRole('switch', { name: '启用智能助手' }).click();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('智能助手设置已保存')).toBeVisible();
  await page.reload();
  await expect(page.getByText('已关闭')).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);

  await page.getByRole('switch', { name: '启用智能助手' }).click();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('智能助手设置已保存')).toBeVisible();
  await page.reload();
  await expect(launcher(page)).toBeVisible();
});

test('a sub-user sees the settings read-only and has no menu entry for them', async ({ page }) => {
  await loginThroughShell(page, SUB_USER);
  await page.goto('/center/assistant');
  await expect(page.getByText('只有运营管理员可以修改智能助手设置')).toBeVisible();
  await expect(page.getByText('已开启')).toBeVisible();
  await expect(page.getByRole('button', { name: /保\s*存/ })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: '系统中心菜单' }).getByRole('menuitem', { name: '智能助手设置' })).toHaveCount(0);
});

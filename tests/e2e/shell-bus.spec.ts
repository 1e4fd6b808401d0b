import { expect, test } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { loginThroughShell } from './support/login';
import { openConsole } from './support/shell';

/**
 * changeClient from a sub-app (code run inside the console's sandbox, as the sub-app would send it):
 * the shell stores navUserClient, and the console's reload that follows, like every later request
 * of the shell, carries the new userId header.
 */
test('changeClient makes the next requests carry the new userId', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await openConsole(page);
  const frame = page.frame({ name: 'car' });
  if (!frame) throw new Error('找不到子应用 car 的沙箱');

  const consoleReload = page.waitForRequest((request) => request.url().includes('/car/v1/api/vehicle/') && request.headers().userid === '9001');
  await frame.evaluate(() => {
    const injected = (window as unknown as { $wujie?: { bus: { $emit(name: string, ...args: unknown[]): unknown } } }).$wujie;
    if (!injected) throw new Error('沙箱中没有 $wujie');
    injected.bus.$emit('changeClient', { userId: 9001, userName: '客户甲' });
  });
  await consoleReload;
  expect(await page.evaluate(() => window.localStorage.getItem('main_navUserClient'))).toBe('{"userId":9001,"userName":"客户甲"}');

  // the shell's own requests too: the home page's resource reload after a full load
  const shellRequest = page.waitForRequest((request) => request.url().includes('/car/v1/api/resource/newList.json'));
  await page.goto('/home');
  expect((await shellRequest).headers().userid).toBe('9001');
});

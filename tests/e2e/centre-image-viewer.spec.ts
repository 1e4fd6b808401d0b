import { expect, test, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { loginThroughShell } from './support/login';
import { openConsole } from './support/shell';

/** A sub-app asks the shell to show images (`showImage`), as the console's code would, from its sandbox. */
async function showImageFromConsole(page: Page, urls: string[], index: number): Promise<void> {
  const frame = page.frame({ name: 'car' });
  if (!frame) throw new Error('找不到子应用 car 的沙箱');
  await frame.evaluate(
    ({ list, at }) => {
      const injected = (window as unknown as { $wujie?: { bus: { $emit(name: string, ...args: unknown[]): unknown } } }).$wujie;
      if (!injected) throw new Error('沙箱中没有 $wujie');
      injected.bus.$emit('showImage', { urls: list, index: at });
    },
    { list: urls, at: index },
  );
}

const IMAGE = 'data:image/svg+xml;base64,' + Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="#0958d9"/></svg>').toString('base64');

test('the image viewer opened by showImage stays on Escape and closes on a background click', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await openConsole(page);
  await showImageFromConsole(page, [IMAGE, IMAGE, IMAGE], 1);

  const viewer = page.getByRole('dialog', { name: '图片查看（2/3）' });
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: '放大' }).click();
  await expect(viewer.getByLabel('缩放比例')).toHaveText('120%');
  await viewer.getByRole('button', { name: '下一张' }).click();
  await expect(page.getByRole('dialog', { name: '图片查看（3/3）' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '图片查看（3/3）' })).toBeVisible();

  // the background left of the centred dialog
  await page.mouse.click(40, 400);
  await expect(page.getByRole('dialog', { name: /图片查看/ })).toHaveCount(0);
});

import { expect, type Locator, type Page } from '@playwright/test';
import { vehicleRows } from './console';

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: '主导航' });
}

/** The console's own navigation (车辆监控 / 车辆列表 / 报警中心), hosted or standalone. */
export function consoleScreen(page: Page, name: '车辆监控' | '车辆列表' | '报警中心'): Locator {
  return page.getByRole('menuitem', { name, exact: true });
}

/**
 * Opens the vehicle console from the header, then its 车辆列表 screen (the console's home is the
 * monitoring page), and waits for the list's first rows.
 */
export async function openConsole(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: '智能车联' }).click();
  await expect(page).toHaveURL(/\/car\/?$/);
  await openVehicleList(page);
}

/** From anywhere in the console: its nav's 车辆列表, then the list's first rows (a cold console start may take a while). */
export async function openVehicleList(page: Page): Promise<void> {
  await consoleScreen(page, '车辆列表').click({ timeout: 30_000 });
  await expect(vehicleRows(page).first()).toBeVisible({ timeout: 30_000 });
}

/** The shell still works: its home page opens from the header and greets the user. */
export async function expectShellWorks(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/您好，/)).toBeVisible();
}

/** The product's toasts (antd message), in the shell's document or a sub-app's shadow root. */
export function toasts(page: Page): Locator {
  return page.locator('.ant-message-notice');
}

/** Every open dialog of the page, the console's shadow root included. */
export function dialogs(page: Page): Locator {
  return page.locator('.ant-modal-wrap:visible');
}

/** Console messages of one type, collected from now on (the shell's and the sandbox's alike). */
export function collectConsole(page: Page, type: 'warning' | 'error'): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

/** Text a user must never be shown: browser and JavaScript error wording. */
export const RAW_ERROR_TEXT = /Failed to fetch|Network Error|timeout of|Unexpected token|is not valid JSON|Cannot read|undefined|TypeError|SyntaxError|status code|Internal Server Error/;

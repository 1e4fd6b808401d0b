import { expect, test, type Frame, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { firstPlate, searchBox, searchVehicles, vehicleRows } from './support/console';
import { loginThroughShell } from './support/login';
import { collectConsole, expectShellWorks, openConsole, toasts } from './support/shell';

/**
 * The bus fault of the fault matrix: a sub-app (here: code run inside the console's sandbox)
 * emits unknown names and the spec's names with payloads of the wrong shape. The shell's door
 * ignores them with a console warning; the user sees nothing; the shell and the console go on.
 */

/** The console's sandbox: wujie's iframe is named after the app. */
function consoleSandbox(page: Page): Frame {
  const frame = page.frame({ name: 'car' });
  if (!frame) throw new Error('找不到子应用 car 的沙箱');
  return frame;
}

type Emission = [name: string, payload?: unknown];

/** Emits on wujie's bus from inside the sandbox, as a sub-app's code would. */
async function emitFromConsole(page: Page, emissions: Emission[]): Promise<void> {
  await consoleSandbox(page).evaluate((list) => {
    const injected = (window as unknown as { $wujie?: { bus: { $emit(name: string, ...args: unknown[]): unknown } } }).$wujie;
    if (!injected) throw new Error('沙箱中没有 $wujie');
    for (const [name, ...payload] of list) injected.bus.$emit(name, ...payload);
  }, emissions);
}

const UNKNOWN: Emission[] = [
  ['nonsense', { anything: true }],
  ['showVehicleInfo', { vehicleId: 1 }],
  ['constructor', {}],
  ['GOPAGE', { path: '/home' }],
];

/** The spec's nine names, each with a payload its schema refuses (shared/contract/bus-messages.ts). */
const MALFORMED: Emission[] = [
  ['goPage', { path: 'https://evil.example/phish' }],
  ['goPage', { path: 'javascript:alert(1)' }],
  ['goPage'],
  ['showVehInfo', { vehicleId: { $ne: null } }],
  ['showVehInfo', 'car-1'],
  ['showImage', { urls: [] }],
  ['getResourceData', { requestId: '' }],
  ['changeClient', { userId: '7' }],
  ['updateMenu', 42],
  ['showDownList', { taskName: 42 }],
  ['changeResourceData', { resources: 'all' }],
  ['showInstructions', { type: '', vehicleIds: 'all' }],
];

test.beforeEach(async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await openConsole(page);
});

test('unknown and malformed messages from the console are ignored with a warning, and nothing is shown', async ({ page }) => {
  const warnings = collectConsole(page, 'warning');
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const plate = await firstPlate(page);
  await searchVehicles(page, plate);
  await expect(vehicleRows(page)).toHaveCount(1);
  const url = page.url();

  await emitFromConsole(page, [...UNKNOWN, ...MALFORMED]);

  for (const [name] of UNKNOWN) expect(warnings).toContain(`[总线] 已忽略未知的子应用消息：${name}`);
  for (const [name] of MALFORMED) {
    expect(warnings.some((text) => text.startsWith(`[总线] 已忽略：消息 ${name} 的内容不符合约定`))).toBe(true);
  }
  // nothing reached the user: no dialog, no toast, no navigation, the console as it was
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect(searchBox(page)).toHaveValue(plate);
  await expect(vehicleRows(page)).toHaveCount(1);
  expect(uncaught).toEqual([]);

  // the door is still open for good messages: a row opens the shell's dialog, goPage moves the shell
  await vehicleRows(page).first().click();
  await expect(page.getByRole('dialog', { name: `车辆信息 - ${plate}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await emitFromConsole(page, [['goPage', { path: '/home' }]]);
  await expect(page).toHaveURL(/\/home$/);
  await expectShellWorks(page);
});

test('a message whose name reaches into wujie’s own objects (__proto__) breaks nothing', async ({ page }) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await emitFromConsole(page, [['__proto__', {}], ['hasOwnProperty', 'x'], ['toString']]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);
  expect(uncaught).toEqual([]);
  await vehicleRows(page).first().click();
  await expect(page.getByRole('dialog', { name: /^车辆信息 - / })).toBeVisible();
});

test('shell events forged from inside the sandbox with bad payloads leave the console as it was', async ({ page }) => {
  const plate = await firstPlate(page);
  await searchVehicles(page, plate);
  await expect(vehicleRows(page)).toHaveCount(1);
  await emitFromConsole(page, [
    ['shell:session', { sessionId: 42 }],
    ['shell:session'],
    ['shell:theme', { theme: 'no-such-theme' }],
    ['shell:visibility', { systemId: 'car', visible: 'no' }],
    ['shell:navigate', { systemId: 'car', path: 42 }],
    ['shell:resourceData', 'garbage'],
  ]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue(plate);
  await expect(vehicleRows(page)).toHaveCount(1);
  await expect(vehicleRows(page).first()).toContainText(plate);
  await expectShellWorks(page);
});

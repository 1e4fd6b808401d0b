import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATOR, SUB_USER } from './support/accounts';
import { E2E_DATA_DIR } from './e2e-env';
import { loginThroughShell } from './support/login';

/**
 * The assistant widget in the production build (issue 13): loading rules, placement, the 14
 * suggestions, answers from the user's own data with buttons that go through the shell.
 */
const DB_FILE = fileURLToPath(new URL(`../../${E2E_DATA_DIR}/fleet.sqlite`, import.meta.url));
const SUB_GROUPS = `(SELECT g.id FROM vehicle_groups g JOIN vehicle_groups a ON g.path GLOB a.path || '*' WHERE a.name IN ('西北分公司', '深圳车队'))`;

/** A seeded plate, read from the e2e server's database (the test plays someone who knows their fleet). */
function plateWhere(where: string): { id: number; plate: string } {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT v.id, v.plate FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id WHERE ${where} ORDER BY v.id LIMIT 1`).get() as {
      id: number;
      plate: string;
    };
  } finally {
    db.close();
  }
}

const launcher = (page: Page): Locator => page.getByRole('button', { name: '打开智能助手' });
const chat = (page: Page): Locator => page.getByRole('dialog', { name: '车管小助手' });
const chatLog = (page: Page): Locator => chat(page).getByRole('log');

async function openChat(page: Page): Promise<void> {
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
}

/** Asks a question and waits until its answer has finished streaming (the input is free again). */
async function ask(page: Page, question: string): Promise<Locator> {
  await chat(page).getByRole('textbox', { name: '输入问题' }).fill(question);
  await chat(page).getByRole('button', { name: '发送' }).click();
  await expect(chatLog(page).getByText('正在输入…')).toHaveCount(0);
  return chatLog(page).locator('article[data-role="assistant"]').last();
}

test('logged out: no widget and its script is never requested', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/apps/assistant/')) scripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByLabel('账号')).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
  expect(scripts).toEqual([]);
});

test('an address missing from the settings: no widget after login', async ({ page }) => {
  // the settings come with the login answer (issue 13): the script address is taken out there
  await page.route('**/oauth/v4/token*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { obj: { assistant: Record<string, unknown> } };
    await route.fulfill({ response, json: { ...body, obj: { ...body.obj, assistant: { ...body.obj.assistant, scriptUrl: null } } } });
  });
  const loginAnswered = page.waitForResponse((response) => response.url().includes('/oauth/v4/token'));
  await loginThroughShell(page, OPERATOR);
  await loginAnswered;
  await expect(page.getByText('我的应用')).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
});

test('configured: the widget sits 30 px from the right, shows the 14 suggestions, and leaves with logout', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await expect(launcher(page)).toBeVisible();
  const wrapper = page.locator('[data-assistant-wrapper]');
  const box = await wrapper.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport ? Math.round(viewport.width - (box.x + box.width)) : null).toBe(30);

  await openChat(page);
  const suggestions = chat(page).getByRole('navigation', { name: '常见问题' }).getByRole('button');
  await expect(suggestions).toHaveCount(14);
  await suggestions.filter({ hasText: '设备离线是什么原因？' }).click();
  await expect(chatLog(page)).toContainText('SIM 卡欠费或到期');

  await page.getByRole('button', { name: /^当前用户/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  // the shell asks first (提示, 确定 / 取消)
  await page.getByRole('dialog').filter({ hasText: '确定退出登录吗？' }).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('[data-assistant-wrapper]')).toHaveCount(0);
});

test('a demo plate\'s position: its state, and 位置 opens the shell\'s vehicle dialog on the follow tab', async ({ page }) => {
  const { plate } = plateWhere('s.lng IS NOT NULL');
  await loginThroughShell(page, OPERATOR);
  await openChat(page);
  const answer = await ask(page, `${plate} 现在在哪`);
  await expect(answer).toContainText(`${plate} 当前状态：`);
  await expect(answer).toContainText('最后定位：');
  await answer.getByRole('button', { name: '位置' }).click();
  const dialog = page.getByRole('dialog', { name: `车辆信息 - ${plate}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '实时跟踪' })).toHaveAttribute('aria-selected', 'true');
});

test('轨迹 opens playback in a new tab; 里程报表 opens the mileage report with the vehicle and day', async ({ page, context }) => {
  const { id, plate } = plateWhere('1 = 1');
  await loginThroughShell(page, OPERATOR);
  await openChat(page);
  const track = await ask(page, `${plate} 今天的轨迹`);
  const newTab = context.waitForEvent('page');
  await track.getByRole('button', { name: '轨迹' }).click();
  const playback = await newTab;
  await expect.poll(() => playback.url()).toContain(`/car/playback?vehicleId=${id}&startTime=`);
  expect(playback.url()).toContain('urlType=blank');
  await playback.close();

  const mileage = await ask(page, `${plate} 昨天跑了多少公里`);
  await expect(mileage).toContainText('共行驶');
  await mileage.getByRole('button', { name: '里程报表' }).click();
  await expect(page).toHaveURL(new RegExp(`/data-report/dataReport/mileageReport\\?vehicleIds=${id}&startDate=\\d{4}-\\d{2}-\\d{2}&endDate=`));
});

test('an image in an answer opens the shell\'s image viewer (showImage)', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await openChat(page);
  const answer = await ask(page, '设备怎么安装？');
  await answer.getByRole('button', { name: '查看大图：有线设备接线示意图' }).click();
  const viewer = page.getByRole('dialog', { name: '图片查看（1/1）' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: '第 1 张图片，共 1 张' })).toBeVisible();
});

test('the sub-user asking for an operator-only plate gets no data', async ({ page }) => {
  const { plate } = plateWhere(`v.group_id NOT IN ${SUB_GROUPS}`);
  await loginThroughShell(page, SUB_USER);
  await openChat(page);
  const answer = await ask(page, `${plate} 现在在哪`);
  await expect(answer).toContainText('没有找到');
  await expect(answer).not.toContainText('当前状态');
  await expect(answer.getByRole('button')).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { OPERATOR, SUB_USER } from './support/accounts';
import { firstPlate, searchBox, searchVehicles, vehicleRows } from './support/console';
import { chooseGroup, mileageTotal, openReports, reportRows, reportSandbox, storedSessionId } from './support/data-report';
import { loginThroughShell } from './support/login';
import { consoleScreen, mainNav, openConsole } from './support/shell';

const REPORTS = '/car/v1/accelerate/report';
const EXPORTS = '/car/v1/accelerate/export';

interface Envelope<T> {
  flag: number;
  msg: string;
  obj: T;
}

/** Calls the API beside the UI with the shell's stored session, as the apps' HTTP client does. */
async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const sessionId = await storedSessionId(page);
  const response = await page.request.post(path, { data: body, headers: { sessionId, platformId: '20', authorization: '' } });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.flag, envelope.msg).toBe(1);
  return envelope.obj;
}

/** The days the report shows, as its filter bar says. */
async function shownDays(page: Page): Promise<{ startDate: string; endDate: string }> {
  return { startDate: await page.getByLabel('开始日期').inputValue(), endDate: await page.getByLabel('结束日期').inputValue() };
}

test('数据报表 in the header opens the mileage report with the fleet’s rows; a group filter changes the totals and the link', async ({ page }) => {
  // a login, three report loads and a full reload of shell and sub-app: more than a minute on a busy machine
  test.setTimeout(120_000);
  await loginThroughShell(page, OPERATOR);
  await openReports(page);
  await expect(reportRows(page)).toHaveCount(10);
  const allTotal = await mileageTotal(page).innerText();
  await expect(page.getByText(/合计（全部 \d+ 辆车）/)).toBeVisible();

  await chooseGroup(page, '深圳车队');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/groupIds=\d+/);
  await expect(mileageTotal(page)).not.toHaveText(allTotal);

  // the address restores the same report (a shared link)
  const narrowedTotal = await mileageTotal(page).innerText();
  await page.reload();
  await expect(mileageTotal(page)).toHaveText(narrowedTotal, { timeout: 30_000 });

  // 总里程 sorts on the server, over every vehicle of the group, and the link keeps the order
  await page.getByRole('columnheader', { name: '总里程(km)' }).click();
  await expect(page).toHaveURL(/sortField=totalKm&sortOrder=asc/);
  await page.getByRole('columnheader', { name: '总里程(km)' }).click();
  await expect(page).toHaveURL(/sortField=totalKm&sortOrder=desc/);
  const days = await shownDays(page);
  const groupIds = [Number(/groupIds=(\d+)/.exec(page.url())?.[1])];
  const most = await api<{ list: { plate: string; totalKm: number }[] }>(page, `${REPORTS}/mileage/queryDailyMileage.json`, {
    ...days,
    groupIds,
    pageSize: 10,
    sortField: 'totalKm',
    sortOrder: 'desc',
  });
  await expect(reportRows(page).first()).toContainText(most.list[0]?.plate ?? '—');
  // the totals are the whole range's, whatever the order
  await expect(mileageTotal(page)).toHaveText(narrowedTotal);
});

test('the days are chosen in a Chinese calendar inside the sandbox, and typed days go into the query and the link', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await openReports(page);
  const start = page.getByLabel('开始日期');
  await start.click();
  // the calendar opens in the report app's shadow DOM, styled there (a floating panel, not page flow)
  const calendar = page.locator('wujie-app .ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  // two months side by side, each week from Monday
  await expect(calendar.locator('.ant-picker-panel').first().getByRole('columnheader')).toHaveText(['一', '二', '三', '四', '五', '六', '日']);
  expect(await calendar.evaluate((panel) => getComputedStyle(panel).position)).toBe('absolute');

  const { endDate } = await shownDays(page);
  const startDate = `${endDate.slice(0, 8)}01`;
  await start.fill(startDate);
  await start.press('Enter');
  await page.getByLabel('结束日期').press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(start).toHaveValue(startDate);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${startDate}`));
  await expect(reportRows(page).first()).toBeVisible();
});

test('导出 queues a job for the filters shown, sends showDownList, and the file’s rows match the table', async ({ page }) => {
  await loginThroughShell(page, OPERATOR);
  await openReports(page);
  // the shell's side of the bus: record what the app sends (the tip itself is the shell's)
  await reportSandbox(page).evaluate(() => {
    const holder = window as unknown as { $wujie: { bus: { $on(name: string, fn: (payload: unknown) => void): void } }; __downList?: unknown[] };
    holder.__downList = [];
    holder.$wujie.bus.$on('showDownList', (payload) => holder.__downList?.push(payload));
  });
  const plates = await reportRows(page).locator('td:first-child').allInnerTexts();
  const { startDate, endDate } = await shownDays(page);

  await page.getByRole('button', { name: '导出' }).click();
  await expect(page.getByText('已创建导出任务“里程报表”')).toBeVisible();
  const sent = await reportSandbox(page).evaluate(() => (window as unknown as { __downList?: unknown[] }).__downList);
  expect(sent).toEqual([{ taskName: '里程报表' }]);

  type Record = { id: number; status: string; reportType: string; filters: { startDate?: string; endDate?: string } };
  const newest = async () => (await api<{ list: Record[] }>(page, `${EXPORTS}/listExportRecord.json`, {})).list[0];
  // the record exists at once (the download centre lists it); the background writer finishes it
  expect(await newest()).toMatchObject({ reportType: 'mileageReport', filters: { startDate, endDate } });
  await expect.poll(async () => (await newest())?.status, { timeout: 30_000 }).toBe('done');
  const record = await newest();
  const sessionId = await storedSessionId(page);
  const file = await page.request.get(`${EXPORTS}/download.json?id=${record?.id ?? 0}&sessionId=${encodeURIComponent(sessionId)}`);
  expect(file.headers()['content-type']).toContain('spreadsheetml');
  const rows = await readSheet(Buffer.from(await file.body()));
  expect(rows[0]?.slice(0, 4)).toEqual(['车牌号', '设备号', '所属分组', '总里程(km)']);
  expect(rows.slice(1, 1 + plates.length).map((row) => row[0])).toEqual(plates);
});

test('switching car → data-report → car keeps both apps’ state, without a reload', async ({ page }) => {
  // two apps, a login and two report loads: more than the default minute on a busy machine
  test.setTimeout(120_000);
  await loginThroughShell(page, OPERATOR);
  await openConsole(page);
  await page.evaluate(() => {
    (window as unknown as { __noReloadMarker: string }).__noReloadMarker = 'still-here';
  });
  const search = searchBox(page);
  const plate = await firstPlate(page);
  await searchVehicles(page, plate);
  await expect(vehicleRows(page)).toHaveCount(1);

  await openReports(page);
  await page.getByRole('navigation', { name: '报表菜单' }).getByText('在线明细').click();
  await expect(page.getByRole('heading', { name: '在线明细' })).toBeVisible();
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/carDayOnline\?.*pageNum=2/);

  await mainNav(page).getByRole('link', { name: '智能车联' }).click();
  await expect(search).toHaveValue(plate);
  await expect(vehicleRows(page)).toHaveCount(1);

  await mainNav(page).getByRole('link', { name: '数据报表' }).click();
  await expect(page.getByRole('heading', { name: '在线明细' })).toBeVisible();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  expect(await page.evaluate(() => (window as unknown as { __noReloadMarker?: string }).__noReloadMarker)).toBe('still-here');
});

test('a theme switch in the shell reaches the report app and the console', async ({ page }) => {
  test.setTimeout(120_000);
  await loginThroughShell(page, OPERATOR);
  await openReports(page);
  // 主题切换 → 清新绿 (#237804: the AA-contrast green of shared/theme/themes.ts)
  await page.getByRole('button', { name: /当前用户/ }).click();
  await page.getByText('主题切换').hover();
  await page.getByText('清新绿').click();
  const green = 'rgb(35, 120, 4)';
  await expect(page.getByRole('button', { name: '查询' })).toHaveCSS('background-color', green);
  await mainNav(page).getByRole('link', { name: '智能车联' }).click();
  // the console opens on its monitoring page; the vehicle list carries the primary 搜索 button
  await consoleScreen(page, '车辆列表').click({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '搜索' })).toHaveCSS('background-color', green);
});

test('standalone /apps/data-report/ has its own login and shows a report', async ({ page }) => {
  await page.goto('/apps/data-report/');
  await expect(page).toHaveURL(/\/apps\/data-report\/login$/);
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('heading', { name: '里程报表' })).toBeVisible();
  await expect(reportRows(page)).toHaveCount(10);
  await page.getByRole('navigation', { name: '报表菜单' }).getByText('报警明细').click();
  await expect(page).toHaveURL(/\/apps\/data-report\/dataReport\/alarmInfo/);
  await expect(reportRows(page).first()).toBeVisible();
});

test('the sub-user’s report holds only their vehicles', async ({ page }) => {
  await loginThroughShell(page, SUB_USER);
  await openReports(page);
  const { startDate, endDate } = await shownDays(page);
  const theirs = await api<{ total: number; list: { plate: string }[] }>(page, `${REPORTS}/mileage/queryDailyMileage.json`, { startDate, endDate, pageSize: 100 });
  // the vehicles the sub-user may see (their groups), as the vehicle list answers them
  const sessionId = await storedSessionId(page);
  const visible = (await (
    await page.request.get('/car/v1/api/vehicle/pageVehicle.json?pageNum=1&pageSize=1000', { headers: { sessionId, platformId: '8', authorization: '' } })
  ).json()) as Envelope<{ total: number; list: { plate: string }[] }>;
  expect(theirs.total).toBe(visible.obj.total);
  await expect(page.getByText(`合计（全部 ${theirs.total} 辆车）`)).toBeVisible();
  const shown = await reportRows(page).locator('td:first-child').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  const own = new Set(visible.obj.list.map((row) => row.plate));
  expect(shown.every((plate) => own.has(plate))).toBe(true);
});

test('the back button returns from a report chosen in the menu to the page of the one before, in one press', async ({ page }) => {
  test.setTimeout(120_000);
  await loginThroughShell(page, OPERATOR);
  await openReports(page);
  await expect(reportRows(page)).toHaveCount(10);
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/data-report.*pageNum=2/);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await page.getByRole('navigation', { name: '报表菜单' }).getByText('报警明细').click();
  await expect(page.getByRole('heading', { name: '报警明细' })).toBeVisible();
  await expect(page).toHaveURL(/\/data-report\/dataReport\/alarmInfo/);

  await page.goBack();
  await expect(page.getByRole('heading', { name: '里程报表' })).toBeVisible();
  await expect(page).toHaveURL(/data-report.*pageNum=2/);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
});

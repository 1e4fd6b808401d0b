import { expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { vehicleRows } from './support/console';
import { loginThroughShell } from './support/login';
import { openVehicleList } from './support/shell';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD HH:mm:ss' China time, as the playback query takes it. */
const chinaText = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** Yesterday, a whole China day: the seed gives the first reporting vehicles three days of points. */
function yesterday(): { startTime: string; endTime: string } {
  const todayStart = Math.floor((Date.now() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  return { startTime: chinaText(todayStart - DAY_MS), endTime: chinaText(todayStart - 1000) };
}

function playbackUrl(vehicleId: number, range: { startTime: string; endTime: string }): string {
  const query = new URLSearchParams({ vehicleId: String(vehicleId), ...range, urlType: 'blank' });
  return `/car/playback?${query.toString()}`;
}

/** Types a time into one of the range picker's inputs and confirms it with Enter, as a keyboard user does. */
async function typeTime(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue(text);
}

const timeLabel = (page: Page): Locator => page.getByTestId('playback-time');

async function clockMs(page: Page): Promise<number> {
  return Number(await timeLabel(page).getAttribute('data-time-ms'));
}

/** Opens the player for the first seeded vehicle that has points yesterday. */
async function openTrackedPlayback(page: Page): Promise<number> {
  for (let vehicleId = 1; vehicleId <= 12; vehicleId += 1) {
    await page.goto(playbackUrl(vehicleId, yesterday()));
    const map = page.getByTestId('playback-map');
    const empty = page.getByText('所选时间段内没有轨迹');
    const refused = page.getByText('轨迹加载失败');
    await expect(map.or(empty).or(refused)).toBeVisible({ timeout: 20_000 });
    if (await map.isVisible()) return vehicleId;
  }
  throw new Error('no seeded vehicle with points yesterday');
}

/** The clock and the page's wall clock, read together in one task (two round trips would skew the ratio). */
function sample(page: Page): Promise<{ track: number; wall: number }> {
  return timeLabel(page).evaluate((element) => ({ track: Number(element.getAttribute('data-time-ms')), wall: performance.now() }));
}

/** Track ms per wall ms while playing, measured in the page over `wallMs`. */
async function measuredRate(page: Page, wallMs: number): Promise<number> {
  const first = await sample(page);
  await page.waitForTimeout(wallMs);
  const second = await sample(page);
  return (second.track - first.track) / (second.wall - first.wall);
}

const chinaMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/** Milliseconds in the stop list's duration text ('4小时43分', '54分58秒', '45秒'). */
function durationMs(text: string): number {
  const part = (unit: string) => Number(new RegExp(`(\\d+)${unit}`).exec(text)?.[1] ?? 0);
  return ((part('小时') * 60 + part('分')) * 60 + part('秒')) * 1000;
}

/** A time in the middle of the longest drive between two listed stops. */
async function drivingTime(page: Page): Promise<number> {
  const texts = await page.getByTestId('playback-stop').allInnerTexts();
  const stops = texts.map((text) => {
    const start = chinaMs(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.exec(text)?.[0] ?? '');
    return { start, end: start + durationMs(/停留 \d+\s+(\S+)/.exec(text)?.[1] ?? '') };
  });
  let best = { from: 0, to: 0 };
  stops.forEach((stop, index) => {
    const next = stops[index + 1];
    if (next && next.start - stop.end > best.to - best.from) best = { from: stop.end, to: next.start };
  });
  expect(best.to - best.from).toBeGreaterThan(10 * 60_000);
  return (best.from + best.to) / 2;
}

async function chooseSpeed(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: '播放速度' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${label}$`) }).click();
}

test.beforeEach(async ({ page }) => {
  // every test loads the shell and the console at least once, on a shared 2-core machine
  test.setTimeout(180_000);
  await loginThroughShell(page, OPERATOR);
});

test('轨迹回放 in the vehicle dialog opens the player in a new tab, without the shell header', async ({ page, context }) => {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '智能车联' }).click();
  await openVehicleList(page);
  await vehicleRows(page).first().click();
  const dialog = page.getByRole('dialog', { name: /车辆信息 - / });
  await expect(dialog).toBeVisible();
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: '轨迹回放' }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/car/playback');
  const query = new URL(tab.url()).searchParams;
  expect(query.get('urlType')).toBe('blank');
  expect(query.get('vehicleId')).toMatch(/^\d+$/);
  expect(query.get('startTime')).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
  await expect(tab.getByTestId('playback-page')).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByRole('banner')).toHaveCount(0);
});

test('play advances the clock and the marker; 64× runs about 64 times faster than 1×; the chart moves the clock', async ({ page }) => {
  // a shell load, a few seconds of measured playback and a drive found on a shared 2-core machine
  test.setTimeout(180_000);
  await openTrackedPlayback(page);
  await expect(page.getByRole('banner')).toHaveCount(0);
  const marker = page.locator('.fleet-map-moving');
  await expect(marker).toBeVisible();
  // follow keeps the marker at the map's centre: off, the marker itself moves on the screen
  await page.getByRole('switch', { name: '跟随车辆' }).click();
  const startClock = await clockMs(page);

  await page.getByRole('button', { name: '播放' }).click();
  const rate1 = await measuredRate(page, 3_000);
  expect(rate1).toBeGreaterThan(0.8);
  expect(rate1).toBeLessThan(1.2);

  await chooseSpeed(page, '64×');
  const rate64 = await measuredRate(page, 3_000);
  expect(rate64 / rate1).toBeGreaterThan(64 * 0.8);
  expect(rate64 / rate1).toBeLessThan(64 * 1.2);
  await page.getByRole('button', { name: '暂停' }).click();
  expect(await clockMs(page)).toBeGreaterThan(startClock + 60_000);

  // a click on the speed chart, between two stops (the vehicle drives there), moves the clock there
  const target = await drivingTime(page);
  const slider = page.getByRole('slider', { name: '播放进度' });
  const min = Number(await slider.getAttribute('aria-valuemin'));
  const max = Number(await slider.getAttribute('aria-valuemax'));
  const chart = await page.getByTestId('speed-chart').boundingBox();
  if (!chart) throw new Error('the speed chart is shown');
  // the chart's grid: 44 px on the left, 16 on the right (speed-chart.tsx)
  const x = chart.x + 44 + ((target - min) / (max - min)) * (chart.width - 60);
  await page.mouse.click(x, chart.y + chart.height / 2);
  await expect.poll(() => clockMs(page)).toBeGreaterThan(target - 10 * 60_000);
  expect(Math.abs((await clockMs(page)) - target)).toBeLessThan(10 * 60_000);

  const before = await marker.evaluate((element) => (element as HTMLElement).style.transform);
  await page.getByRole('button', { name: '播放' }).click();
  await expect.poll(() => marker.evaluate((element) => (element as HTMLElement).style.transform)).not.toBe(before);
  await page.getByRole('button', { name: '暂停' }).click();
});

test('a click on a stop moves the clock to the stop', async ({ page }) => {
  await openTrackedPlayback(page);
  const stops = page.getByTestId('playback-stop');
  await expect(stops.first()).toBeVisible();
  const stop = stops.nth((await stops.count()) > 1 ? 1 : 0);
  const stopTime = (await stop.innerText()).match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0];
  expect(stopTime).toBeTruthy();
  await stop.click();
  await expect(timeLabel(page)).toHaveText(stopTime ?? '');
});

test('a new query is written to the address bar, and the pasted link restores it after a reload', async ({ page }) => {
  // three full loads of the shell and the console on a shared 2-core machine
  test.setTimeout(180_000);
  const vehicleId = await openTrackedPlayback(page);
  await page.getByRole('button', { name: '最近3天' }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/startTime=/);
  const url = new URL(page.url());
  expect(url.searchParams.get('vehicleId')).toBe(String(vehicleId));
  expect(url.searchParams.get('urlType')).toBe('blank');
  const start = url.searchParams.get('startTime') ?? '';
  expect(start).not.toBe(yesterday().startTime);
  await expect(page.getByTestId('playback-map')).toBeVisible({ timeout: 20_000 });

  const pasted = await page.context().newPage();
  await pasted.goto(url.pathname + url.search);
  await expect(pasted.getByTestId('playback-map')).toBeVisible({ timeout: 20_000 });
  await expect(pasted.getByLabel('开始时间')).toHaveValue(start);
  await pasted.reload();
  await expect(pasted.getByTestId('playback-map')).toBeVisible({ timeout: 20_000 });
  await expect(pasted.getByLabel('开始时间')).toHaveValue(start);
  await expect(pasted.getByRole('banner')).toHaveCount(0);
});

test('a range longer than 7 days is refused in the picker, in Chinese', async ({ page }) => {
  await openTrackedPlayback(page);
  // the picker is Chinese whatever the browser's language (this Chromium runs in en-US)
  await page.getByLabel('开始时间').click();
  await expect(page.locator('.ant-picker-dropdown').getByRole('columnheader', { name: '一', exact: true })).toBeVisible();
  await typeTime(page.getByLabel('开始时间'), '2026-01-01 00:00:00');
  await typeTime(page.getByLabel('结束时间'), '2026-01-15 00:00:00');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('alert')).toHaveText('参数错误：查询时间跨度不能超过 7 天');
});

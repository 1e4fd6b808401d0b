import { expect, test, type Page } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { firstPlate, vehicleRows } from './support/console';
import { loginThroughShell } from './support/login';
import { openVehicleList } from './support/shell';
import { blockAllTiles, drawnFigures, fleetMap, serveFixtureTiles } from './support/map-tiles';

/** Logs in to the console standalone at /apps/car/ with its own login page. */
async function loginStandalone(page: Page): Promise<void> {
  await page.goto('/apps/car/');
  await page.getByLabel('账号').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/apps\/car\/?$/);
}

/** Opens the console's 车辆列表, the first listed vehicle's dialog on its 实时跟踪 tab, and returns the plate. */
async function openFollowTab(page: Page): Promise<string> {
  await openVehicleList(page);
  const plate = await firstPlate(page);
  await vehicleRows(page).first().click();
  const dialog = page.getByRole('dialog', { name: `车辆信息 - ${plate}` });
  await dialog.getByRole('tab', { name: '实时跟踪' }).click();
  return plate;
}

test('the follow tab shows a live map with the vehicle on it, on tiles (standalone)', async ({ page }) => {
  const tiles = await serveFixtureTiles(page);
  await loginStandalone(page);
  const plate = await openFollowTab(page);

  const map = fleetMap(page, `${plate} 的实时位置地图`);
  await expect(map).toBeVisible();
  // the vehicle is drawn on its own (no clustering in the follow map), at the centre of the view
  expect(await drawnFigures(map)).toEqual({ markers: 1, clusters: 0, clusteredVehicles: 0 });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.served()).toBeGreaterThan(0);
  // AMap by default, and no fallback to outlines while tiles load
  await expect(map).toHaveAttribute('data-tile-source', 'amap');
  await expect(map).not.toHaveAttribute('data-map-offline', 'true');
  // the zoom buttons work: the map is live, not a picture
  await map.getByRole('button', { name: '缩小' }).click();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();

  // the tile source is a setting: OSM tiles replace AMap's, and the choice is kept for the next map
  await page.getByRole('combobox', { name: '底图' }).click();
  await page.getByTitle('OpenStreetMap').click();
  await expect(map).toHaveAttribute('data-tile-source', 'osm');
  await expect(map.locator('img.leaflet-tile-loaded[src*="tile.openstreetmap.org"]').first()).toBeVisible();
  expect(await drawnFigures(map)).toEqual({ markers: 1, clusters: 0, clusteredVehicles: 0 });
  expect(await page.evaluate(() => localStorage.getItem('main_mapTileSource'))).toBe('"osm"');
});

test('with every tile host blocked, the follow map shows China’s province outlines instead of a grey void', async ({ page }) => {
  await blockAllTiles(page);
  await loginStandalone(page);
  const plate = await openFollowTab(page);

  const map = fleetMap(page, `${plate} 的实时位置地图`);
  await expect(map).toHaveAttribute('data-map-offline', 'true');
  await expect(map).toHaveAttribute('data-map-outlines', '34');
  // the vehicle's province fills the view at street level (paths out of view are drawn empty, 'M0 0')
  const drawnOutlines = map.locator('.leaflet-fleetOutlines-pane path:not([d="M0 0"])');
  await expect(drawnOutlines.first()).toBeVisible();
  expect(await map.locator('.leaflet-fleetOutlines-pane path').count()).toBe(34);
  // zoomed out towards the country, the neighbouring provinces' outlines are drawn too (how many
  // fit the 320 px map depends on where the vehicle is: more than at street level, and several)
  const atStreetLevel = await drawnOutlines.count();
  for (let i = 0; i < 10; i += 1) await map.getByRole('button', { name: '缩小' }).click();
  await expect.poll(() => drawnOutlines.count()).toBeGreaterThan(Math.max(atStreetLevel, 5));
  expect(await drawnFigures(map)).toMatchObject({ markers: 1 });
});

test('inside the shell, the follow tab of the shell’s vehicle dialog shows the map too', async ({ page }) => {
  await serveFixtureTiles(page);
  await loginThroughShell(page, OPERATOR);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '智能车联' }).click();
  const plate = await openFollowTab(page);

  const map = fleetMap(page, `${plate} 的实时位置地图`);
  await expect(map).toBeVisible();
  // the shell's own map (lazy chunk of the shell), in the shell's document
  expect(await map.evaluate((element) => element.getRootNode() === document)).toBe(true);
  expect(await drawnFigures(map)).toEqual({ markers: 1, clusters: 0, clusteredVehicles: 0 });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
});

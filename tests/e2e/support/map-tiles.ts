import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** One local 256×256 tile (a light grid) served for every tile request: no test depends on the internet. */
const TILE = readFileSync(new URL('../fixtures/map-tile.png', import.meta.url));

/** Anything not served by the e2e server itself. */
const EXTERNAL = /^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/;
/** The hosts of the map's tile sources (AMap, Tianditu, OSM). */
const TILE_HOSTS = /^https:\/\/(?:webrd0\d\.is\.autonavi\.com|t\d\.tianditu\.gov\.cn|tile\.openstreetmap\.org)\//;

/** Tiles come from the local fixture; every other outside host is blocked. Returns how many tiles were served. */
export async function serveFixtureTiles(page: Page): Promise<{ served: () => number }> {
  let served = 0;
  await page.route(EXTERNAL, async (route) => {
    if (TILE_HOSTS.test(route.request().url())) {
      served += 1;
      await route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
      return;
    }
    await route.abort('blockedbyclient');
  });
  return { served: () => served };
}

/** No tile host is reachable (no internet, a blocked host): every outside request fails. */
export async function blockAllTiles(page: Page): Promise<void> {
  await page.route(EXTERNAL, (route) => route.abort('internetdisconnected'));
}

/** A FleetMap container (`FleetMapView` marks it `data-testid="fleet-map"`) with the given accessible name. */
export function fleetMap(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('region', { name });
}

/** Waits until the map's vehicle layer has drawn and returns its figures (from the container's data attributes). */
export async function drawnFigures(map: Locator): Promise<{ markers: number; clusters: number; clusteredVehicles: number }> {
  await expect(map).toHaveAttribute('data-markers', /\d+/);
  return map.evaluate((element) => {
    const data = (element as HTMLElement).dataset;
    return { markers: Number(data.markers), clusters: Number(data.clusters), clusteredVehicles: Number(data.clusteredVehicles) };
  });
}

/** Leaflet's own class name: only the map's chunk carries it */
const MAP_CHUNK_MARK = 'leaflet-container';

/**
 * Holds the map's chunk (Leaflet) until `release()`: what a page does before its map is up can be
 * done on purpose, not only when a loaded machine happens to be slow. Install before the page loads.
 */
export async function holdMapChunk(page: Page): Promise<{ release: () => void; held: () => boolean }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/static\/js\/async\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes(MAP_CHUNK_MARK)) {
      held = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held: () => held };
}

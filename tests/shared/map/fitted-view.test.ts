import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { FIT_MARGIN_PX, FittedView, fitPadding } from '@shared/map/fitted-view';

/** jsdom lays nothing out: the map's container is given the size a browser would measure. */
function sized(element: HTMLElement, width: number, height: number): void {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: height });
}

/** Vehicles spread over the Pearl River delta, the south-most at the bottom of a fit. */
const VEHICLES = L.latLngBounds([
  [22.2, 113.3],
  [23.4, 114.5],
]);

function mapOf(width: number, height: number) {
  const element = document.createElement('div');
  document.body.append(element);
  sized(element, width, height);
  const map = L.map(element, { zoomControl: false, fadeAnimation: false, zoomAnimation: false }).setView([35.9, 104.2], 4);
  const view = new FittedView(map, element);
  const fit = () => view.fit((instant) => map.fitBounds(VEHICLES, { maxZoom: 15, ...(instant ? { animate: false } : {}), ...fitPadding({ bottom: 40 }) }));
  /** the container's new size, as the ResizeObserver reports it (`installWujieShims`) */
  const resize = (nextWidth: number, nextHeight: number) => {
    sized(element, nextWidth, nextHeight);
    view.resized();
  };
  return { element, map, view, fit, resize };
}

/** Where a position is drawn, in pixels from the container's top-left corner. */
function pixel(map: L.Map, lat: number, lng: number): L.Point {
  return map.latLngToContainerPoint([lat, lng]);
}

describe('a fitted view when the map is resized', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is fitted again: the vehicles stay in frame, clear of the status bar, when the list opens under the map', () => {
    const { map, fit, resize } = mapOf(800, 600);
    fit();
    // the vehicle list (300 px) opens under the map
    resize(800, 300);
    const south = pixel(map, VEHICLES.getSouth(), VEHICLES.getWest());
    const north = pixel(map, VEHICLES.getNorth(), VEHICLES.getEast());
    expect(south.y).toBeLessThanOrEqual(300 - FIT_MARGIN_PX - 40 + 0.5);
    expect(north.y).toBeGreaterThanOrEqual(FIT_MARGIN_PX - 0.5);
    expect(south.x).toBeGreaterThanOrEqual(FIT_MARGIN_PX - 0.5);
    expect(north.x).toBeLessThanOrEqual(800 - FIT_MARGIN_PX + 0.5);
  });

  it('keeps its centre once the operator has moved the map (a press on it ends the fit)', () => {
    const { element, map, fit, resize } = mapOf(800, 600);
    fit();
    element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    map.panBy([120, -40], { animate: false });
    const centre = map.getCenter();
    const zoom = map.getZoom();
    resize(800, 300);
    expect(map.getZoom()).toBe(zoom);
    expect(map.getCenter().lat).toBeCloseTo(centre.lat, 6);
    expect(map.getCenter().lng).toBeCloseTo(centre.lng, 6);
  });

  it('ends when the page moves the view itself', () => {
    const { map, view, fit, resize } = mapOf(800, 600);
    fit();
    view.moved();
    map.setView([31.2, 121.5], 12, { animate: false });
    resize(800, 300);
    expect(map.getZoom()).toBe(12);
    // to the pixel the resize rounds to
    expect(map.getCenter().lat).toBeCloseTo(31.2, 3);
    expect(map.getCenter().lng).toBeCloseTo(121.5, 3);
  });

  it('comes back to the same view when the list closes again', () => {
    const { map, fit, resize } = mapOf(800, 600);
    fit();
    const first = { centre: map.getCenter(), zoom: map.getZoom() };
    resize(800, 300);
    resize(800, 600);
    expect(map.getZoom()).toBe(first.zoom);
    expect(map.getCenter().lat).toBeCloseTo(first.centre.lat, 6);
    expect(map.getCenter().lng).toBeCloseTo(first.centre.lng, 6);
  });
});

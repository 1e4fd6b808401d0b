import { afterEach, describe, expect, it } from 'vitest';
import { loadFleetMap } from '@shared/map/load-fleet-map';

describe('a destroyed map', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves its container free for a new map at once, before Leaflet’s deferred teardown', async () => {
    const container = document.createElement('div');
    document.body.append(container);

    const first = await loadFleetMap(container, { cluster: false });
    first.setVehicles([{ id: 1, lng: 114.05, lat: 22.55, state: 'online', heading: 90, alarm: false }]);
    expect(container.dataset.tileSource).toBeDefined();
    first.destroy();

    // the old map's teardown waits for an idle moment; the container takes a map now
    expect(container.querySelector('.leaflet-container')).toBeNull();
    const second = await loadFleetMap(container, { cluster: false });
    expect(container.querySelectorAll('.leaflet-container')).toHaveLength(1);
    expect(container.querySelectorAll('.leaflet-map-pane')).toHaveLength(1);

    // what the container said of its map goes with the map
    second.destroy();
    expect(container.dataset.tileSource).toBeUndefined();
    expect(container.children).toHaveLength(0);
  });
});

describe('a map’s view', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** Shenzhen's centre in WGS-84: AMap's tiles draw it about 500 m away (GCJ-02) */
  const SHENZHEN = { lng: 114.0579, lat: 22.5431 };

  it('is read back in WGS-84 over GCJ-02 tiles, and a map opened on it looks at the same place', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const first = await loadFleetMap(container, { cluster: false, tileSource: 'amap', center: SHENZHEN, zoom: 12 });
    const view = first.getView();
    expect(view.zoom).toBe(12);
    expect(container.dataset.zoom).toBe('12');
    expect(view.center.lng).toBeCloseTo(SHENZHEN.lng, 5);
    expect(view.center.lat).toBeCloseTo(SHENZHEN.lat, 5);
    first.destroy();

    const again = await loadFleetMap(container, { cluster: false, tileSource: 'amap', center: view.center, zoom: view.zoom });
    expect(again.getView().center.lng).toBeCloseTo(SHENZHEN.lng, 5);
    expect(again.getView().center.lat).toBeCloseTo(SHENZHEN.lat, 5);

    // another tile system (OSM: WGS-84) keeps the same place in the data's coordinates
    again.setTileSource('osm');
    expect(again.getView().center.lng).toBeCloseTo(SHENZHEN.lng, 5);
    expect(again.getView().zoom).toBe(12);
    again.destroy();
  });
});

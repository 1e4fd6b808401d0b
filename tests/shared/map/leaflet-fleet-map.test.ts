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

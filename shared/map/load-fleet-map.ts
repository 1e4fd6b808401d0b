import type { FleetMap, FleetMapOptions } from './fleet-map-types';

/**
 * The lazy entry of the map module: Leaflet, supercluster and the map's CSS are fetched on the first
 * call only (a separate chunk), so no app's initial JS grows. Every later call reuses the chunk.
 */
export async function loadFleetMap(container: HTMLElement, options: FleetMapOptions = {}): Promise<FleetMap> {
  const { createLeafletFleetMap } = await import('./leaflet-fleet-map');
  return createLeafletFleetMap(container, options);
}

import type { FleetMap, FleetMapOptions } from './fleet-map-types';

/**
 * The lazy entry of the map module: Leaflet, supercluster and the map's CSS are fetched on the first
 * call only (a separate chunk), so no app's initial JS grows. Every later call reuses the chunk.
 *
 * `signal`: a caller that gives up while the chunk loads (React StrictMode runs an effect, its cleanup,
 * then the effect again on the same container) aborts it, so no Leaflet map is built on the container;
 * otherwise the two loads would both build one there and the second would fail with
 * "Map container is already initialized". An aborted load rejects with the signal's reason.
 */
export async function loadFleetMap(container: HTMLElement, options: FleetMapOptions = {}, signal?: AbortSignal): Promise<FleetMap> {
  signal?.throwIfAborted();
  const { createLeafletFleetMap } = await import('./leaflet-fleet-map');
  signal?.throwIfAborted();
  return createLeafletFleetMap(container, options);
}

/**
 * Starts fetching the map's chunk without building a map: a page that knows it will show a map once
 * its data arrives (playback waiting for a 100k-point track) overlaps the two instead of chaining them.
 */
export function preloadFleetMap(): void {
  void import('./leaflet-fleet-map').catch(() => {
    // the real load reports the failure
  });
}

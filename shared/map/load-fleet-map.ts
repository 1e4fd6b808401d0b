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

import type { LngLat } from '@shared/geo/coordinates';

/** Main → geocoder worker: build the indexes now (`warm`), or answer these points. */
export type ToGeocoderWorker = { type: 'warm'; id: number } | { type: 'addresses'; id: number; points: readonly LngLat[] };

/** Geocoder worker → main: the answer to one message, in order of its points, or why it failed. */
export type FromGeocoderWorker = { type: 'ready'; id: number } | { type: 'addresses'; id: number; addresses: (string | null)[] } | { type: 'failed'; id: number; message: string };

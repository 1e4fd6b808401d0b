import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../constants/storage-keys';
import { createTypedStorage } from '../storage/typed-storage';
import { TILE_SOURCE_IDS, type TileSourceId } from './fleet-map-types';
import { DEFAULT_TILE_SOURCE } from './tile-sources';

const tileSourceSchema = z.enum(TILE_SOURCE_IDS);

/** The user's tile source (shared by the shell and the sub-apps through localStorage), else AMap. */
export function readTileSource(storage: Storage = window.localStorage): TileSourceId {
  return createTypedStorage(storage).read(STORAGE_KEYS.mapTileSource, tileSourceSchema) ?? DEFAULT_TILE_SOURCE;
}

export function writeTileSource(source: TileSourceId, storage: Storage = window.localStorage): void {
  createTypedStorage(storage).write(STORAGE_KEYS.mapTileSource, source);
}

import { readTileSource, writeTileSource } from '@shared/map/tile-setting';
import { TILE_SOURCES } from '@shared/map/tile-sources';

describe('the tile source setting', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('defaults to AMap road tiles, drawn in GCJ-02', () => {
    expect(readTileSource()).toBe('amap');
    expect(TILE_SOURCES.amap.coordType).toBe('gcj02');
  });

  it('keeps the chosen source, under the main app’s prefix shared with the sub-apps', () => {
    writeTileSource('osm');
    expect(readTileSource()).toBe('osm');
    expect(localStorage.getItem('main_mapTileSource')).toBe('"osm"');
  });

  it('falls back to AMap when the stored value is not a known source', () => {
    localStorage.setItem('main_mapTileSource', '"google"');
    expect(readTileSource()).toBe('amap');
  });

  it('draws Tianditu and OSM tiles in WGS-84 (no offset applied)', () => {
    expect(TILE_SOURCES.tianditu.coordType).toBe('wgs84');
    expect(TILE_SOURCES.osm.coordType).toBe('wgs84');
  });
});

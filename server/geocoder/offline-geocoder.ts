import { ADDRESS_OFF_MAP, NEAR_SUFFIX, type AddressProvider } from './address-provider';
import { convert, type LngLat } from '@shared/geo/coordinates';
import { loadRegions } from './region-data';
import { RegionIndex } from './region-index';

/**
 * Offline reverse geocoding to province + city (+ district in the municipalities, Hong Kong and
 * Macau) by point-in-polygon over the bundled boundaries. The boundaries are GCJ-02, so a WGS-84
 * position is shifted first (up to ~600 m; it matters right at a border). The index is built on the
 * first call and shared; concurrent first calls wait for the same build.
 */
export function createOfflineGeocoder(): AddressProvider & { ready(): Promise<void> } {
  let index: Promise<RegionIndex> | null = null;
  const load = () => {
    index ??= loadRegions().then((regions) => new RegionIndex(regions));
    return index;
  };
  return {
    name: 'offline',
    async ready() {
      await load();
    },
    async addresses(points: readonly LngLat[]) {
      const regions = await load();
      return points.map((point) => {
        const match = regions.find(convert(point, 'wgs84', 'gcj02'));
        if (!match) return ADDRESS_OFF_MAP;
        return match.distanceM === 0 ? match.region.address : `${match.region.address}${NEAR_SUFFIX}`;
      });
    },
  };
}

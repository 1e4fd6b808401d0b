import { convert, type LngLat } from '@shared/geo/coordinates';
import { ADDRESS_OFF_MAP, NEAR_SUFFIX, type AddressProvider } from './address-provider';
import { loadDistrictIndex, type DistrictIndex } from './district-index';
import { loadRegions } from './region-data';
import { RegionIndex } from './region-index';

interface Indexes {
  regions: RegionIndex;
  districts: DistrictIndex;
}

/**
 * Offline reverse geocoding by point-in-polygon over the bundled boundaries: province + city from
 * the geocoding boundaries (the districts of the municipalities, Hong Kong and Macau are there
 * too), then the district of that city from the district index (广东省深圳市南山区). The boundaries
 * are GCJ-02, so a WGS-84 position is shifted first (up to ~600 m; it matters right at a border).
 * The indexes are built on the first call and shared; concurrent first calls wait for the same build.
 */
export function createOfflineGeocoder(): AddressProvider & { ready(): Promise<void> } {
  let indexes: Promise<Indexes> | null = null;
  const load = () => {
    indexes ??= Promise.all([loadRegions().then((regions) => new RegionIndex(regions)), loadDistrictIndex()]).then(([regions, districts]) => ({
      regions,
      districts,
    }));
    return indexes;
  };
  return {
    name: 'offline',
    async ready() {
      await load();
    },
    async addresses(points: readonly LngLat[]) {
      const { regions, districts } = await load();
      return points.map((point) => {
        const gcj = convert(point, 'wgs84', 'gcj02');
        const match = regions.find(gcj);
        if (!match) return ADDRESS_OFF_MAP;
        if (match.distanceM > 0) return `${match.region.address}${NEAR_SUFFIX}`;
        return `${match.region.address}${districts.find(gcj, match.region.address) ?? ''}`;
      });
    },
  };
}

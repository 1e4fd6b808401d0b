import type { GeoAddress } from '@shared/api/dto/geo-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { getAddressesEndpoint } from '@shared/api/endpoints/geo-endpoints';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import type { GroupRepository } from '../db/group-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { toWgs84 } from '@shared/geo/coordinates';
import type { Geocoder } from './geocoder';

/** The address of an item whose device is not one of the caller's vehicles. */
export const ADDRESS_NOT_PERMITTED = '无权查询该设备位置';

export interface GeoServiceDeps {
  groups: GroupRepository;
  geocoder: Geocoder;
}

/**
 * Reverse geocoding for the console's address columns. An item naming a device (`mac`) that is not
 * the caller's gets a refusal as its address while the rest of the batch is answered: one stale
 * row in a list should not blank 49 others, and nothing about the foreign device is revealed.
 * The batch size and coordinate ranges are checked before this, by the endpoint's schema.
 */
export function createGeoService({ groups, geocoder }: GeoServiceDeps) {
  return {
    async addresses(auth: AuthContext, request: ParsedRequestOf<typeof getAddressesEndpoint>, log?: FastifyBaseLogger): Promise<GeoAddress[]> {
      const items = request.lonAndLatToAddressVOS;
      const coordType = request.coordType ?? 'wgs84';
      const macOf = (item: (typeof items)[number]): string => item.mac?.trim() ?? '';
      const macs = [...new Set(items.map(macOf).filter(Boolean))];
      const permitted = groups.visibleDeviceNumbers(vehicleScopeOf(auth), macs);
      const allowed = items.filter((item) => !macOf(item) || permitted.has(macOf(item)));
      const found = await geocoder.addresses(
        allowed.map((item) => toWgs84({ lng: item.lon, lat: item.lat }, coordType)),
        log,
      );
      const byItem = new Map(allowed.map((item, i) => [item, found[i] ?? '']));
      return items.map((item) => ({ address: byItem.get(item) ?? ADDRESS_NOT_PERMITTED, index: item.index }));
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;

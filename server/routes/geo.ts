import type { Envelope } from '@shared/api/dto/envelope';
import { GEO_BATCH_LIMIT, GEO_COORD_TYPES, type GeoAddress } from '@shared/api/dto/geo-dto';
import { Type } from 'typebox';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { toWgs84 } from '../geocoder/coordinates';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

export const MSG_GEO_EMPTY = '请提供要查询的位置';
export const MSG_GEO_TOO_MANY = `每次最多查询 ${GEO_BATCH_LIMIT} 个位置`;
/** The address of an item whose device is not one of the caller's vehicles. */
export const ADDRESS_NOT_PERMITTED = '无权查询该设备位置';

const item = Type.Object({
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  mac: Type.Optional(Type.String({ maxLength: 32 })),
  index: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Type.String({ maxLength: 64 })]),
});

const body = Type.Object({
  // the 50-item rule is checked in the handler for a clear message; this bound only keeps junk small
  lonAndLatToAddressVOS: Type.Array(item, { maxItems: 1000 }),
  coordType: Type.Optional(Type.Union(GEO_COORD_TYPES.map((type) => Type.Literal(type)))),
});

/**
 * Reverse geocoding for the console's address columns (protected scope). An item naming a device
 * (`mac`) that is not the caller's gets a refusal as its address while the rest of the batch is
 * answered: one stale row in a list should not blank 49 others, and nothing about the foreign
 * device is revealed.
 */
export function registerGeoRoutes(app: App, ctx: ServerContext): void {
  app.post('/car/v4/api/address/baidu/getGeo.json', { schema: { body } }, async (request): Promise<Envelope<GeoAddress[]> | Failure> => {
    const items = request.body.lonAndLatToAddressVOS;
    if (items.length === 0) return fail(MSG_GEO_EMPTY);
    if (items.length > GEO_BATCH_LIMIT) return fail(MSG_GEO_TOO_MANY);
    const coordType = request.body.coordType ?? 'wgs84';
    const macs = [...new Set(items.map((entry) => entry.mac?.trim() ?? '').filter(Boolean))];
    const permitted = ctx.groups.visibleDeviceNumbers(vehicleScopeOf(authOf(request)), macs);
    const allowed = items.filter((entry) => !entry.mac?.trim() || permitted.has(entry.mac.trim()));
    const addresses = await ctx.geocoder.addresses(
      allowed.map((entry) => toWgs84({ lng: entry.lon, lat: entry.lat }, coordType)),
      request.log,
    );
    const byItem = new Map(allowed.map((entry, i) => [entry, addresses[i] ?? '']));
    return ok(items.map((entry) => ({ address: byItem.get(entry) ?? ADDRESS_NOT_PERMITTED, index: entry.index })));
  });
}

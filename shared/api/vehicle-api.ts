import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { Page } from './dto/envelope';
import type { VehicleDetail, VehicleRow } from './dto/vehicle-dto';
import { getVehicleEndpoint, pageVehiclesEndpoint, type VehiclePageQuery } from './endpoints/vehicle-endpoints';

const DECIMAL_ID = /^\d{1,15}$/;

/**
 * Bus messages may carry a vehicle id as text ('101'). It is read by the server's rule for query
 * values: plain decimal digits only; anything else is refused before sending with the server's
 * own message (`车辆ID(vehicleId)必须是整数`).
 */
function idFromBus(vehicleId: number | string): number {
  if (typeof vehicleId === 'number') return vehicleId;
  return DECIMAL_ID.test(vehicleId) ? Number(vehicleId) : Number.NaN;
}

export function pageVehicles(http: HttpClient, query: VehiclePageQuery, options?: RequestOptions): Promise<Page<VehicleRow>> {
  return callEndpoint(http, pageVehiclesEndpoint, query, options);
}

export function getVehicle(http: HttpClient, vehicleId: number | string, options?: RequestOptions): Promise<VehicleDetail> {
  return callEndpoint(http, getVehicleEndpoint, { vehicleId: idFromBus(vehicleId) }, options);
}

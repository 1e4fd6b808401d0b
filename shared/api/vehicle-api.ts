import type { HttpClient, RequestOptions } from '../http/http-client';
import type { Page } from './dto/envelope';
import {
  vehicleDetailSchema,
  vehiclePageSchema,
  type VehicleDetail,
  type VehiclePageQuery,
  type VehicleRow,
} from './dto/vehicle-dto';

export function pageVehicles(http: HttpClient, query: VehiclePageQuery, options?: RequestOptions): Promise<Page<VehicleRow>> {
  return http.get('/car/v1/api/vehicle/pageVehicle.json', vehiclePageSchema, { ...query }, options);
}

export function getVehicle(http: HttpClient, vehicleId: number | string, options?: RequestOptions): Promise<VehicleDetail> {
  return http.get('/car/v1/api/vehicle/getVehicle.json', vehicleDetailSchema, { vehicleId }, options);
}

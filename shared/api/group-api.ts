import type { HttpClient, RequestOptions } from '../http/http-client';
import {
  groupTreeSchema,
  vehicleColumnsSchema,
  type GroupTree,
  type GroupVehiclesQuery,
  type VehicleColumns,
} from './dto/group-dto';

export function getGroupTree(http: HttpClient, options?: RequestOptions): Promise<GroupTree> {
  return http.get('/car/v1/api/group/getGroupTree.json', groupTreeSchema, {}, options);
}

export function listGroupVehicles(http: HttpClient, query: GroupVehiclesQuery, options?: RequestOptions): Promise<VehicleColumns> {
  return http.get('/car/v1/api/group/listGroupVehicles.json', vehicleColumnsSchema, { ...query }, options);
}

export function listAllVehicles(http: HttpClient, options?: RequestOptions): Promise<VehicleColumns> {
  return http.get('/car/v1/api/vehicle/listAllVehicles.json', vehicleColumnsSchema, {}, options);
}

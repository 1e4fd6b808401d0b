import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { GroupTree, VehicleColumns } from './dto/group-dto';
import { getGroupTreeEndpoint, listAllVehiclesEndpoint, listGroupVehiclesEndpoint, type GroupVehiclesQuery } from './endpoints/group-endpoints';

export function getGroupTree(http: HttpClient, options?: RequestOptions): Promise<GroupTree> {
  return callEndpoint(http, getGroupTreeEndpoint, {}, options);
}

export function listGroupVehicles(http: HttpClient, query: GroupVehiclesQuery, options?: RequestOptions): Promise<VehicleColumns> {
  return callEndpoint(http, listGroupVehiclesEndpoint, query, options);
}

export function listAllVehicles(http: HttpClient, options?: RequestOptions): Promise<VehicleColumns> {
  return callEndpoint(http, listAllVehiclesEndpoint, {}, options);
}

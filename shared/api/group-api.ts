import type { HttpClient, RequestOptions } from '../http/http-client';
import { ApiError } from '../http/api-error';
import { unwrapEnvelope } from '../http/envelope-rules';
import { MSG_MALFORMED_RESPONSE } from '../constants/messages';
import { callEndpoint, checkRequest } from './call-endpoint';
import type { GroupTree, VehicleColumns } from './dto/group-dto';
import type { VehicleTable } from './dto/vehicle-table';
import { decodeVehicleListBinary, readVehicleListHead, vehicleListHeadSchema } from './dto/vehicle-list-binary';
import { getGroupTreeEndpoint, listAllVehiclesEndpoint, listGroupVehiclesEndpoint, type GroupVehiclesQuery } from './endpoints/group-endpoints';

export function getGroupTree(http: HttpClient, options?: RequestOptions): Promise<GroupTree> {
  return callEndpoint(http, getGroupTreeEndpoint, {}, options);
}

export function listGroupVehicles(http: HttpClient, query: GroupVehiclesQuery, options?: RequestOptions): Promise<VehicleColumns> {
  return callEndpoint(http, listGroupVehiclesEndpoint, query, options);
}

/**
 * Every vehicle the caller may see, in the endpoint's binary form (dto/vehicle-list-binary.ts): the
 * bytes received as they are (no 8.6 MB of text decoded and parsed on the main thread at 100k), the
 * head unwrapped by the envelope rules, the columns checked and read in place (`VehicleTable`). A refusal still comes as
 * the JSON envelope (its Chinese message: `ApiError` kind 'flag'); a body that does not decode is 'malformed'.
 */
export async function listAllVehicles(http: HttpClient, options?: RequestOptions): Promise<VehicleTable> {
  checkRequest(listAllVehiclesEndpoint, {});
  const bytes = await http.getBytes(listAllVehiclesEndpoint.path, {}, options);
  const read = readVehicleListHead(bytes);
  if (!read) throw new ApiError({ kind: 'malformed', message: MSG_MALFORMED_RESPONSE });
  const head = unwrapEnvelope(read.envelope, vehicleListHeadSchema);
  const columns = decodeVehicleListBinary(bytes, read.columnsAt, head);
  if (!columns) throw new ApiError({ kind: 'malformed', message: MSG_MALFORMED_RESPONSE, body: read.envelope });
  return columns;
}

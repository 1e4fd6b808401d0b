import * as z from 'zod/mini';
import { groupTreeSchema, vehicleColumnsSchema, vehicleListSchema } from '../dto/group-dto';
import { defineEndpoint } from '../endpoint';
import { positiveId } from '../validation/common-fields';
import { VEHICLE_READERS } from '../../constants/resource-ids';

/** The caller's group tree, flat in pre-order with online/total per node. */
export const getGroupTreeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/group/getGroupTree.json',
  encoding: 'query',
  request: z.object({}),
  response: groupTreeSchema,
  permission: VEHICLE_READERS,
});

export const groupVehiclesQuerySchema = z.object({
  groupId: positiveId(),
  /** also the vehicles of every descendant group; default false (a tree node loads its own) */
  includeDescendants: z.optional(z.boolean()),
});
export type GroupVehiclesQuery = z.input<typeof groupVehiclesQuerySchema>;

/** One visible group's vehicles, column-wise. */
export const listGroupVehiclesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/group/listGroupVehicles.json',
  encoding: 'query',
  request: groupVehiclesQuerySchema,
  response: vehicleColumnsSchema,
  permission: VEHICLE_READERS,
});

/** Every vehicle the caller may see, column-wise and coded (`vehicleListWireSchema`), for the console's tree and map; answers `VehicleColumns`. */
export const listAllVehiclesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/vehicle/listAllVehicles.json',
  encoding: 'query',
  request: z.object({}),
  response: vehicleListSchema,
  permission: VEHICLE_READERS,
});

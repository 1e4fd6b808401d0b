import * as z from 'zod/mini';
import { VEHICLE_STATES, vehicleDetailSchema, vehiclePageSchema } from '../dto/vehicle-dto';
import { defineEndpoint } from '../endpoint';
import { KEYWORD_MAX, pagingFields, positiveId } from '../validation/common-fields';
import { VEHICLE_READERS } from '../../constants/resource-ids';

export const VEHICLE_PAGE_SIZE_MAX = 1000;
/** The console's search box takes at most this many characters: what the server accepts. */
export const VEHICLE_KEYWORD_MAX = KEYWORD_MAX;

/**
 * A page of the caller's vehicles. `keyword` matches plate (with or without the separator) or part of
 * the device number; `groupId` includes descendants and only narrows the caller's scope.
 */
export const vehiclePageQuerySchema = z.object({
  ...pagingFields(VEHICLE_PAGE_SIZE_MAX),
  keyword: z.optional(z.string().check(z.maxLength(VEHICLE_KEYWORD_MAX))),
  groupId: z.optional(positiveId()),
  state: z.optional(z.enum(VEHICLE_STATES)),
});
export type VehiclePageQuery = z.input<typeof vehiclePageQuerySchema>;

export const pageVehiclesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/vehicle/pageVehicle.json',
  encoding: 'query',
  request: vehiclePageQuerySchema,
  response: vehiclePageSchema,
  permission: VEHICLE_READERS,
});

/** One vehicle for the info dialog. */
export const getVehicleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v1/api/vehicle/getVehicle.json',
  encoding: 'query',
  request: z.object({ vehicleId: positiveId() }),
  response: vehicleDetailSchema,
  permission: VEHICLE_READERS,
});

import * as z from 'zod/mini';
import { pageSchema } from './envelope';

/** Vehicle states operators know (fleet-domain.md): the one list the server, the console and the dictionary share. */
export const VEHICLE_STATES = ['online', 'offline', 'stationary', 'onlineNoFix', 'inactive', 'expired'] as const;
export type VehicleState = (typeof VEHICLE_STATES)[number];

/**
 * One row of the vehicle list (`GET /car/v1/api/vehicle/pageVehicle.json`). Positions are WGS-84;
 * times are ISO-8601 strings (plain data across realms).
 */
export const vehicleRowSchema = z.object({
  vehicleId: z.number(),
  plate: z.string(),
  deviceNo: z.string(),
  groupId: z.number(),
  groupName: z.string(),
  state: z.enum(VEHICLE_STATES),
  lng: z.nullable(z.number()),
  lat: z.nullable(z.number()),
  speed: z.number(),
  accOn: z.boolean(),
  lastFixTime: z.nullable(z.string()),
  platformExpireDate: z.nullable(z.string()),
  simExpireDate: z.nullable(z.string()),
});
export type VehicleRow = z.infer<typeof vehicleRowSchema>;

export const vehiclePageSchema = pageSchema(vehicleRowSchema);

/** `GET /car/v1/api/vehicle/getVehicle.json?vehicleId=`: one vehicle for the info dialog. */
export const vehicleDetailSchema = z.extend(vehicleRowSchema, {
  model: z.string(),
  simNo: z.string(),
  driverName: z.nullable(z.string()),
  driverPhone: z.nullable(z.string()),
  voltage: z.nullable(z.number()),
  gsmSignal: z.nullable(z.number()),
  satellites: z.nullable(z.number()),
});
export type VehicleDetail = z.infer<typeof vehicleDetailSchema>;

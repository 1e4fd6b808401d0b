import * as z from 'zod/mini';
import { enumColumn, nullableNumberColumn, numberColumn, stringColumn } from './column-checks';
import { VEHICLE_STATES } from './vehicle-dto';

/**
 * The states counted as "online" in the tree's online/total: the device is reporting, whether it
 * moves (online), stands (stationary) or has no satellite fix yet (onlineNoFix). Offline, inactive
 * and expired vehicles count only in total.
 */
export const ONLINE_STATES = ['online', 'stationary', 'onlineNoFix'] as const;

/**
 * One node of `GET /car/v1/api/group/getGroupTree.json`. The tree is sent flat, in pre-order
 * (a parent before its children, siblings by name), so a virtual list can render it as it comes;
 * `level` is the indent (0 = a root of the caller's tree). Counts include every descendant group.
 */
export const groupNodeSchema = z.object({
  groupId: z.number(),
  /** null for a root of the caller's tree (a sub-user's assigned group has no visible parent) */
  parentId: z.nullable(z.number()),
  name: z.string(),
  level: z.number(),
  childCount: z.number(),
  /** vehicles directly in this group (what listGroupVehicles returns without descendants) */
  ownTotal: z.number(),
  online: z.number(),
  total: z.number(),
});
export type GroupNode = z.infer<typeof groupNodeSchema>;

export const groupTreeSchema = z.object({
  groups: z.array(groupNodeSchema),
  /** over the caller's whole scope */
  online: z.number(),
  total: z.number(),
});
export type GroupTree = z.infer<typeof groupTreeSchema>;

/**
 * The live columns of a vehicle, shared by the full list and the live feed (`live-dto.ts`): one array
 * per field, entry i of every array describing vehicle i. Times are milliseconds since the epoch
 * (UTC): 100k ISO strings would add 1 MB for nothing. `accOn` and `alarm` are 0/1 (a third of the
 * bytes of true/false).
 */
export const liveColumnsShape = {
  vehicleId: numberColumn(),
  state: enumColumn(VEHICLE_STATES),
  lng: nullableNumberColumn(),
  lat: nullableNumberColumn(),
  speed: numberColumn(),
  direction: numberColumn(),
  accOn: numberColumn(),
  /** 1 when the vehicle has an unprocessed alarm */
  alarm: numberColumn(),
  /** the last satellite fix; null when never fixed */
  fixTime: nullableNumberColumn(),
  /** the last time the device reported, fix or not ("离线 3天" counts from it) */
  reportTime: nullableNumberColumn(),
  /** since when the vehicle is in its state ("静止 2小时") */
  stateSince: nullableNumberColumn(),
};

/**
 * Vehicles in a compact, column-wise form for the console's tree and map at 100k: one array per
 * field, all of the same length, row i being vehicle i (ordered by vehicleId). Column arrays cost a
 * third of the bytes of an array of objects and parse faster. Positions are WGS-84.
 */
export const vehicleColumnsSchema = z.object({
  count: z.number(),
  plate: stringColumn(),
  deviceNo: stringColumn(),
  groupId: numberColumn(),
  ...liveColumnsShape,
  /** where the live feed continues from: the changes after this read */
  cursor: z.string(),
  /** when the server read the data (ISO-8601); last, so the list's ETag can leave it out */
  serverTime: z.string(),
});
export type VehicleColumns = z.infer<typeof vehicleColumnsSchema>;

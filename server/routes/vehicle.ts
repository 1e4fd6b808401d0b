import type { Envelope, Page } from '@shared/api/dto/envelope';
import type { VehicleDetail, VehicleRow, VehicleState } from '@shared/api/dto/vehicle-dto';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { Type } from 'typebox';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { vehicleScopeOf } from '../db/vehicle-scope';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

export const MSG_VEHICLE_NOT_VISIBLE = '车辆不存在或无权查看';
export const MAX_PAGE_SIZE = 1000;

/** Every state of the vehicle DTO, exactly once: the Record type fails to compile if the contract changes. */
const STATE_KEYS: Record<VehicleState, true> = { online: true, offline: true, stationary: true, onlineNoFix: true, inactive: true, expired: true };
const STATES = Object.keys(STATE_KEYS) as VehicleState[];

const pageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  groupId: Type.Optional(Type.Integer({ minimum: 1 })),
  state: Type.Optional(Type.Union(STATES.map((state) => Type.Literal(state)))),
});

const detailQuery = Type.Object({
  vehicleId: Type.Integer({ minimum: 1 }),
});

/**
 * Vehicle list and detail (protected scope). The scope comes from the session alone: an operator
 * sees the customer's vehicles, a sub-user those in their groups; a groupId only narrows that.
 */
export function registerVehicleRoutes(app: App, ctx: ServerContext): void {
  app.get('/car/v1/api/vehicle/pageVehicle.json', { schema: { querystring: pageQuery } }, async (request): Promise<Envelope<Page<VehicleRow>>> => {
    const { query } = request;
    const keyword = query.keyword?.trim();
    return ok(
      ctx.vehicles.page(vehicleScopeOf(authOf(request)), {
        pageNum: query.pageNum ?? FIRST_PAGE,
        pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
        ...(keyword ? { keyword } : {}),
        ...(query.groupId !== undefined ? { groupId: query.groupId } : {}),
        ...(query.state ? { state: query.state } : {}),
      }),
    );
  });

  app.get('/car/v1/api/vehicle/getVehicle.json', { schema: { querystring: detailQuery } }, async (request): Promise<Envelope<VehicleDetail> | Failure> => {
    const vehicle = ctx.vehicles.detail(vehicleScopeOf(authOf(request)), request.query.vehicleId);
    return vehicle ? ok(vehicle) : fail(MSG_VEHICLE_NOT_VISIBLE);
  });
}

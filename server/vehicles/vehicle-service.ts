import type { Page } from '@shared/api/dto/envelope';
import type { VehicleDetail, VehicleRow } from '@shared/api/dto/vehicle-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { pageVehiclesEndpoint } from '@shared/api/endpoints/vehicle-endpoints';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import type { AuthContext } from '../auth/auth-context';
import type { VehicleRepository } from '../db/vehicle-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { refuse } from '../http/refusal';

/** The same answer for a missing vehicle and another's: existence never leaks. */
export const MSG_VEHICLE_NOT_VISIBLE = '车辆不存在或无权查看';

export interface VehicleServiceDeps {
  vehicles: VehicleRepository;
}

/**
 * Vehicle list and detail. The scope comes from the session alone: an operator sees the customer's
 * vehicles, a sub-user those in their groups; a groupId or keyword only narrows that.
 */
export function createVehicleService({ vehicles }: VehicleServiceDeps) {
  return {
    page(auth: AuthContext, request: ParsedRequestOf<typeof pageVehiclesEndpoint>): Page<VehicleRow> {
      const keyword = request.keyword?.trim();
      return vehicles.page(vehicleScopeOf(auth), {
        pageNum: request.pageNum ?? FIRST_PAGE,
        pageSize: request.pageSize ?? DEFAULT_PAGE_SIZE,
        ...(keyword ? { keyword } : {}),
        ...(request.groupId !== undefined ? { groupId: request.groupId } : {}),
        ...(request.state ? { state: request.state } : {}),
      });
    },

    detail(auth: AuthContext, vehicleId: number): VehicleDetail {
      return vehicles.detail(vehicleScopeOf(auth), vehicleId) ?? refuse(MSG_VEHICLE_NOT_VISIBLE);
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;

import { getVehicleEndpoint, pageVehiclesEndpoint } from '@shared/api/endpoints/vehicle-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';
import { createVehicleService } from '../vehicles/vehicle-service';

/** Vehicle list and detail (protected scope); states, limits and ids are checked by the shared endpoints. */
export function registerVehicleRoutes(app: App, ctx: ServerContext): void {
  const vehicles = createVehicleService({ vehicles: ctx.vehicles });

  serve(app, pageVehiclesEndpoint, (input, request) => vehicles.page(authOf(request), input));
  serve(app, getVehicleEndpoint, (input, request) => vehicles.detail(authOf(request), input.vehicleId));
}

import { getAddressesEndpoint } from '@shared/api/endpoints/geo-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { createGeoService } from '../geocoder/geo-service';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/** Reverse geocoding for the console's address columns (protected scope). */
export function registerGeoRoutes(app: App, ctx: ServerContext): void {
  const geo = createGeoService({ groups: ctx.groups, geocoder: ctx.geocoder });

  serve(app, getAddressesEndpoint, (input, request) => geo.addresses(authOf(request), input, request.log));
}

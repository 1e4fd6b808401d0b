import { getAddressesEndpoint, getProvinceOutlinesEndpoint } from '@shared/api/endpoints/geo-endpoints';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { createGeoService } from '../geocoder/geo-service';
import { createProvinceOutlines } from '../geocoder/province-outlines';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/** The outlines never change while the server runs: let browsers keep them for a day. */
const OUTLINES_MAX_AGE_S = 86_400;

/** Reverse geocoding for the console's address columns, and the map's offline outlines (protected scope). */
export function registerGeoRoutes(app: App, ctx: ServerContext): void {
  const geo = createGeoService({ groups: ctx.groups, geocoder: ctx.geocoder });
  const outlines = createProvinceOutlines();

  serve(app, getAddressesEndpoint, (input, request) => geo.addresses(authOf(request), input, request.log));

  serve(app, getProvinceOutlinesEndpoint, async (_input, _request, reply) => {
    const answer = await outlines.outlines();
    reply.header('Cache-Control', `private, max-age=${OUTLINES_MAX_AGE_S}`);
    return answer;
  });
}

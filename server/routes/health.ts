import { getHealthThresholdsEndpoint, updateHealthThresholdsEndpoint } from '@shared/api/endpoints/health-endpoints';
import { createHealthService } from '../alarms/health-service';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/** Health thresholds (protected scope): the resolved values of a target, and changes to them. */
export function registerHealthRoutes(app: App, ctx: ServerContext): void {
  const health = createHealthService({ thresholds: ctx.alarms.thresholds, now: ctx.config.now });

  serve(app, getHealthThresholdsEndpoint, (input, request) => health.get(authOf(request), input));
  serve(app, updateHealthThresholdsEndpoint, (input, request) => {
    const result = health.update(authOf(request), input);
    const { vehicleId, groupId, thresholds } = input;
    request.log.info({ userId: authOf(request).userId, vehicleId, groupId, keys: Object.keys(thresholds) }, 'health thresholds changed');
    return result;
  });
}

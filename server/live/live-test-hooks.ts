import * as z from 'zod/mini';
import { createVehicleStatusRepository } from '../db/vehicle-status-repository';
import type { App } from '../http/app-types';

/** Set to `1` by the e2e webServer config and the console benchmark only: the hooks below do not exist in any other run. */
export const LIVE_TEST_HOOKS_ENV = 'FLEET_E2E_LIVE_HOOKS';

const moveSchema = z.object({ vehicleId: z.number(), lng: z.number(), lat: z.number() });
const moveManySchema = z.object({ count: z.number() });

/**
 * E2E runs the server with `--no-simulator`, so nothing moves by itself. This hook reports a new
 * position for one vehicle exactly as the device gateway (the simulator) does, so a test can watch the
 * live feed carry it to the map. Registered only when the environment variable is `1`.
 */
export function registerLiveTestHooks(app: App, env: NodeJS.ProcessEnv = process.env): void {
  if (env[LIVE_TEST_HOOKS_ENV] !== '1') return;
  const status = createVehicleStatusRepository(app.db);
  app.post('/test/live/move', async (request) => {
    const { vehicleId, lng, lat } = moveSchema.parse(request.body);
    status.saveMotion({ vehicleId, now: Date.now(), state: 'online', lng, lat, speed: 30, direction: 90, accOn: 1 });
    return { flag: 1, msg: '成功' };
  });
  // the console benchmark's live tick: the first `count` reporting vehicles each step ~100 m east
  app.post('/test/live/move-many', async (request) => {
    const { count } = moveManySchema.parse(request.body);
    const now = Date.now();
    app.db.transaction(() => {
      for (const row of status.reportingAfter(0, count)) {
        status.saveMotion({ vehicleId: row.vehicle_id, now, state: 'online', lng: row.lng + 0.001, lat: row.lat, speed: 40, direction: 90, accOn: 1 });
      }
    })();
    return { flag: 1, msg: '成功' };
  });
}

import { accountStatusEndpoint, deviceTrustEndpoint, verifyVehicleEndpoint } from '@shared/api/endpoints/security-endpoints';
import { createSecurityService } from '../account/security-service';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * Security checks (protected scope):
 * - `GET /car/v4/api/security/{hash}.json`: is this browser (a SHA-256 fingerprint the page computes)
 *   known and trusted for the user? New ones need an SMS verification (phoneCodeVerify with the fingerprint).
 * - `GET /car/v4/api/account/checkStatus.json`: lock, password age, last logins.
 * - `POST /car/v4/api/vehicle/vehicleVerify.json`: plate + device-number suffix name a vehicle the caller may operate.
 */
export function registerSecurityRoutes(app: App, ctx: ServerContext): void {
  const security = createSecurityService({ account: ctx.account, users: ctx.users, now: ctx.config.now });

  serve(app, deviceTrustEndpoint, (input, request) => security.deviceTrust(authOf(request), input.hash, request.ip));

  serve(app, accountStatusEndpoint, (_input, request) => security.status(authOf(request), request.ip));
  serve(app, verifyVehicleEndpoint, (input, request) => security.verifyVehicle(authOf(request), input));
}

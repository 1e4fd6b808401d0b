import type { AccountStatus, DeviceTrust, VehicleVerified } from '@shared/api/dto/account-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { Type } from 'typebox';
import { PASSWORD_MAX_AGE_MS, PASSWORD_WARN_MS } from '../account/password-rules';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { vehicleScopeOf } from '../db/vehicle-scope';
import type { App } from '../http/app-types';
import { fail, ok, sessionExpired, type Failure } from '../http/envelope';
import { FINGERPRINT_PATTERN, MSG_FINGERPRINT_FORMAT } from './account-phone';

export const MSG_VEHICLE_VERIFY_FAILED = '车牌号或设备号后6位不正确，或您无权操作该车辆';
export const MSG_DEVICE_SUFFIX = '设备号后6位须为 6 位数字';
export const MSG_PLATE_EMPTY = '请输入车牌号';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

const hashParams = Type.Object({ hash: Type.String({ maxLength: 128 }) });
const vehicleBody = Type.Object({
  plate: Type.String({ maxLength: 20 }),
  /** the last 6 digits of the device number (IMEI), as printed on the device label */
  deviceSuffix: Type.String({ maxLength: 16 }),
});

/**
 * Security checks (protected scope):
 * - `GET /car/v4/api/security/{hash}.json`: is this browser (a SHA-256 fingerprint the page computes)
 *   known and trusted for the user? New ones need an SMS verification (phoneCodeVerify with the fingerprint).
 * - `GET /car/v4/api/account/checkStatus.json`: lock, password age, last logins.
 * - `POST /car/v4/api/vehicle/vehicleVerify.json`: plate + device-number suffix name a vehicle the caller may operate.
 */
export function registerSecurityRoutes(app: App, ctx: ServerContext): void {
  app.get('/car/v4/api/security/:hash.json', { schema: { params: hashParams } }, async (request): Promise<Envelope<DeviceTrust> | Failure> => {
    const fingerprint = request.params.hash.toLowerCase();
    if (!FINGERPRINT_PATTERN.test(fingerprint)) return fail(MSG_FINGERPRINT_FORMAT);
    const device = ctx.account.devices.touch(authOf(request).userId, fingerprint, request.ip, ctx.config.now());
    return ok({
      fingerprint,
      trusted: device.trusted,
      firstSeen: device.firstSeen,
      firstSeenAt: new Date(device.firstSeenAt).toISOString(),
      lastSeenAt: new Date(device.lastSeenAt).toISOString(),
      verifyRequired: !device.trusted,
    });
  });

  app.get('/car/v4/api/account/checkStatus.json', async (request): Promise<Envelope<AccountStatus> | Failure> => {
    const auth = authOf(request);
    const user = ctx.users.getUserInfo(auth.userId);
    const changedAt = ctx.account.security.passwordChangedAt(auth.userId);
    if (!user || changedAt === null) return sessionExpired();
    const now = ctx.config.now();
    const gate = ctx.account.policy.gate(user.userName, request.ip, now);
    const locked = gate.lockedUntil !== null && gate.lockedUntil > now;
    const expiresAt = changedAt + PASSWORD_MAX_AGE_MS;
    const [last, previous] = ctx.account.attempts.lastSuccesses(auth.userId, 2);
    return ok({
      userId: user.userId,
      userName: user.userName,
      status: locked ? 'locked' : 'active',
      lockedUntil: locked ? iso(gate.lockedUntil) : null,
      recentFailures: gate.recentFailures,
      passwordChangedAt: new Date(changedAt).toISOString(),
      passwordExpiresAt: new Date(expiresAt).toISOString(),
      passwordExpired: now >= expiresAt,
      passwordChangeDue: now >= expiresAt - PASSWORD_WARN_MS,
      lastLoginTime: iso(last?.at ?? null),
      lastLoginIp: last?.ip ?? null,
      previousLoginTime: iso(previous?.at ?? null),
      previousLoginIp: previous?.ip ?? null,
    });
  });

  app.post('/car/v4/api/vehicle/vehicleVerify.json', { schema: { body: vehicleBody } }, async (request): Promise<Envelope<VehicleVerified> | Failure> => {
    const plate = request.body.plate.trim();
    const suffix = request.body.deviceSuffix.trim();
    if (!plate) return fail(MSG_PLATE_EMPTY);
    if (!/^\d{6}$/.test(suffix)) return fail(MSG_DEVICE_SUFFIX);
    const vehicle = ctx.account.vehicleCheck.verify(vehicleScopeOf(authOf(request)), plate, suffix);
    return vehicle ? ok({ verified: true, ...vehicle }) : fail(MSG_VEHICLE_VERIFY_FAILED);
  });
}

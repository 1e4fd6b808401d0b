import type { AccountStatus, DeviceTrust, VehicleVerified } from '@shared/api/dto/account-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { verifyVehicleEndpoint } from '@shared/api/endpoints/security-endpoints';
import type { AuthContext } from '../auth/auth-context';
import { refuseExpiredSession } from '../auth/session-guard';
import type { UserRepository } from '../db/user-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { refuse } from '../http/refusal';
import type { AccountServices } from './account-services';
import { PASSWORD_MAX_AGE_MS, PASSWORD_WARN_MS } from './password-rules';

export const MSG_VEHICLE_VERIFY_FAILED = '车牌号或设备号后6位不正确，或您无权操作该车辆';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export interface SecurityServiceDeps {
  account: Pick<AccountServices, 'devices' | 'security' | 'policy' | 'attempts' | 'vehicleCheck'>;
  users: Pick<UserRepository, 'getUserInfo'>;
  now: () => number;
}

/**
 * Security checks of the logged-in user: is this browser known and trusted (new ones need an SMS
 * verification that names them), the account's lock and password age, and whether a plate and
 * device-number suffix name a vehicle the caller may operate.
 */
export function createSecurityService({ account, users, now }: SecurityServiceDeps) {
  return {
    /** `fingerprint` is lower-case hex already (the endpoint's schema). A user's first browser is trusted. */
    deviceTrust(auth: AuthContext, fingerprint: string, clientIp: string): DeviceTrust {
      const device = account.devices.touch(auth.userId, fingerprint, clientIp, now());
      return {
        fingerprint,
        trusted: device.trusted,
        firstSeen: device.firstSeen,
        firstSeenAt: new Date(device.firstSeenAt).toISOString(),
        lastSeenAt: new Date(device.lastSeenAt).toISOString(),
        verifyRequired: !device.trusted,
      };
    },

    status(auth: AuthContext, clientIp: string): AccountStatus {
      const user = users.getUserInfo(auth.userId) ?? refuseExpiredSession();
      const changedAt = account.security.passwordChangedAt(auth.userId) ?? refuseExpiredSession();
      const at = now();
      // the account's lock is the password's; an SMS lock only pauses SMS-code login of the phone
      const gate = account.policy.gate('password', user.userName, clientIp, at);
      const locked = gate.lockedUntil !== null && gate.lockedUntil > at;
      const expiresAt = changedAt + PASSWORD_MAX_AGE_MS;
      const [last, previous] = account.attempts.lastSuccesses(auth.userId, 2);
      return {
        userId: user.userId,
        userName: user.userName,
        status: locked ? 'locked' : 'active',
        lockedUntil: locked ? iso(gate.lockedUntil) : null,
        recentFailures: gate.recentFailures,
        passwordChangedAt: new Date(changedAt).toISOString(),
        passwordExpiresAt: new Date(expiresAt).toISOString(),
        passwordExpired: at >= expiresAt,
        passwordChangeDue: at >= expiresAt - PASSWORD_WARN_MS,
        lastLoginTime: iso(last?.at ?? null),
        lastLoginIp: last?.ip ?? null,
        previousLoginTime: iso(previous?.at ?? null),
        previousLoginIp: previous?.ip ?? null,
      };
    },

    verifyVehicle(auth: AuthContext, request: ParsedRequestOf<typeof verifyVehicleEndpoint>): VehicleVerified {
      const vehicle = account.vehicleCheck.verify(vehicleScopeOf(auth), request.plate, request.deviceSuffix) ?? refuse(MSG_VEHICLE_VERIFY_FAILED);
      return { verified: true, ...vehicle };
    },
  };
}

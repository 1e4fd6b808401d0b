import type { ConfigResult } from '@shared/api/dto/alarm-settings-dto';
import { HEALTH_THRESHOLD_KEYS, HEALTH_THRESHOLD_SPECS, type HealthThresholdKey, type HealthThresholds, type ThresholdTarget } from '@shared/api/dto/health-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { getHealthThresholdsEndpoint, updateHealthThresholdsEndpoint } from '@shared/api/endpoints/health-endpoints';
import type { AuthContext } from '../auth/auth-context';
import type { HealthRepository, ThresholdOwner } from '../db/health-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { refuse } from '../http/refusal';
import { resolveThresholds, roundThreshold } from './threshold-resolution';

export const MSG_ONE_TARGET = '车辆和分组只能指定其中一个';
export const MSG_TARGET_NOT_VISIBLE = '车辆或分组不存在或无权查看';
export const MSG_SUB_USER_DEFAULT = '子账号无权修改客户默认阈值，请联系主账号';
export const MSG_NOTHING_TO_UPDATE = '请至少设置一项阈值';

export interface HealthServiceDeps {
  thresholds: HealthRepository;
  now: () => number;
}

type Target = ParsedRequestOf<typeof getHealthThresholdsEndpoint>;
type Changes = Partial<Record<HealthThresholdKey, number | null>>;

/** Which target a request names: a vehicle, a group, or neither (the customer default). */
function targetOf(input: Target, auth: AuthContext): { target: ThresholdTarget; id: number } {
  if (input.vehicleId !== undefined && input.groupId !== undefined) refuse(MSG_ONE_TARGET);
  if (input.vehicleId !== undefined) return { target: 'vehicle', id: input.vehicleId };
  if (input.groupId !== undefined) return { target: 'group', id: input.groupId };
  return { target: 'customer', id: auth.customerId };
}

/** The requested changes, each number rounded to its key's decimals and inside its range; null stays null (inherit again). */
function changesOf(values: ParsedRequestOf<typeof updateHealthThresholdsEndpoint>['thresholds']): Changes {
  const changes: Changes = {};
  for (const key of HEALTH_THRESHOLD_KEYS) {
    const value = values[key];
    if (value === undefined) continue;
    if (value === null) {
      changes[key] = null;
      continue;
    }
    const rounded = roundThreshold(key, value);
    const spec = HEALTH_THRESHOLD_SPECS[key];
    if (rounded < spec.min || rounded > spec.max) refuse(`${spec.name}必须在 ${spec.min} 到 ${spec.max} ${spec.unit}之间`);
    changes[key] = rounded;
  }
  if (Object.keys(changes).length === 0) refuse(MSG_NOTHING_TO_UPDATE);
  return changes;
}

/**
 * Health thresholds, resolved with inheritance: vehicle → group → parent groups → customer default
 * → built-in default. Vehicles and groups follow the caller's scope (a foreign one reads as
 * missing); the customer default is read by all and changed by the operator only.
 */
export function createHealthService({ thresholds, now }: HealthServiceDeps) {
  const visibleOwner = (auth: AuthContext, wanted: { target: ThresholdTarget; id: number }): ThresholdOwner =>
    thresholds.findOwner(vehicleScopeOf(auth), wanted.target, wanted.id) ?? refuse(MSG_TARGET_NOT_VISIBLE);

  return {
    get(auth: AuthContext, request: Target): HealthThresholds {
      const owner = visibleOwner(auth, targetOf(request, auth));
      return {
        target: owner.target,
        targetId: owner.id,
        targetName: owner.name,
        editable: owner.target !== 'customer' || auth.userType === 'operator',
        thresholds: resolveThresholds(thresholds.layers(vehicleScopeOf(auth), owner)),
      };
    },

    update(auth: AuthContext, request: ParsedRequestOf<typeof updateHealthThresholdsEndpoint>): ConfigResult {
      const wanted = targetOf(request, auth);
      if (wanted.target === 'customer' && auth.userType !== 'operator') refuse(MSG_SUB_USER_DEFAULT);
      const changes = changesOf(request.thresholds);
      const owner = visibleOwner(auth, wanted);
      return { updated: thresholds.update(auth.customerId, owner, changes, auth.userId, now()) };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

import type { Envelope } from '@shared/api/dto/envelope';
import type { ConfigResult } from '@shared/api/dto/alarm-settings-dto';
import { type HealthThresholdKey, type HealthThresholds, type ThresholdTarget } from '@shared/api/dto/health-dto';
import { Type } from 'typebox';
import { checkThreshold, resolveThresholds, roundThreshold } from '../alarms/threshold-resolution';
import type { AuthContext } from '../auth/auth-context';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { vehicleScopeOf } from '../db/vehicle-scope';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

export const MSG_ONE_TARGET = '车辆和分组只能指定其中一个';
export const MSG_TARGET_NOT_VISIBLE = '车辆或分组不存在或无权查看';
export const MSG_SUB_USER_DEFAULT = '子账号无权修改客户默认阈值，请联系主账号';
export const MSG_NOTHING_TO_UPDATE = '请至少设置一项阈值';

const targetQuery = Type.Object({
  vehicleId: Type.Optional(Type.Integer({ minimum: 1 })),
  groupId: Type.Optional(Type.Integer({ minimum: 1 })),
});

const thresholdValue = Type.Optional(Type.Union([Type.Number(), Type.Null()]));
const thresholdValues = Type.Object(
  {
    lowVoltage: thresholdValue,
    noFixMinutes: thresholdValue,
    idlingMinutes: thresholdValue,
    towingSpeed: thresholdValue,
    towingSeconds: thresholdValue,
    collisionG: thresholdValue,
    rolloverAngle: thresholdValue,
    rolloverSeconds: thresholdValue,
  } satisfies Record<HealthThresholdKey, typeof thresholdValue>,
  { additionalProperties: false },
);

const updateBody = Type.Object({
  vehicleId: Type.Optional(Type.Integer({ minimum: 1 })),
  groupId: Type.Optional(Type.Integer({ minimum: 1 })),
  thresholds: thresholdValues,
});

/** Which target a request names: a vehicle, a group, or neither (the customer default). */
function targetOf(input: { vehicleId?: number; groupId?: number }, auth: AuthContext): { target: ThresholdTarget; id: number } | null {
  if (input.vehicleId !== undefined && input.groupId !== undefined) return null;
  if (input.vehicleId !== undefined) return { target: 'vehicle', id: input.vehicleId };
  if (input.groupId !== undefined) return { target: 'group', id: input.groupId };
  return { target: 'customer', id: auth.customerId };
}

/**
 * Health thresholds (protected scope), resolved with inheritance: vehicle → group → parent groups →
 * customer default → built-in default. Vehicles and groups follow the caller's scope; the customer
 * default is read by all and changed by the operator only.
 */
export function registerHealthRoutes(app: App, ctx: ServerContext): void {
  const thresholds = ctx.alarms.thresholds;

  app.get('/car/v4/api/health/threshold/getHealthThreshold.json', { schema: { querystring: targetQuery } }, async (request): Promise<Envelope<HealthThresholds> | Failure> => {
    const auth = authOf(request);
    const scope = vehicleScopeOf(auth);
    const wanted = targetOf(request.query, auth);
    if (!wanted) return fail(MSG_ONE_TARGET);
    const owner = thresholds.findOwner(scope, wanted.target, wanted.id);
    if (!owner) return fail(MSG_TARGET_NOT_VISIBLE);
    return ok({
      target: owner.target,
      targetId: owner.id,
      targetName: owner.name,
      editable: owner.target !== 'customer' || auth.userType === 'operator',
      thresholds: resolveThresholds(thresholds.layers(scope, owner)),
    });
  });

  app.post('/car/v4/api/health/threshold/updateHealthThreshold.json', { schema: { body: updateBody } }, async (request): Promise<Envelope<ConfigResult> | Failure> => {
    const auth = authOf(request);
    const scope = vehicleScopeOf(auth);
    const wanted = targetOf(request.body, auth);
    if (!wanted) return fail(MSG_ONE_TARGET);
    if (wanted.target === 'customer' && auth.userType !== 'operator') return fail(MSG_SUB_USER_DEFAULT);
    const entries = Object.entries(request.body.thresholds).filter((entry): entry is [HealthThresholdKey, number | null] => entry[1] !== undefined);
    if (entries.length === 0) return fail(MSG_NOTHING_TO_UPDATE);
    const changes: Partial<Record<HealthThresholdKey, number | null>> = {};
    for (const [key, value] of entries) {
      if (value === null) {
        changes[key] = null;
        continue;
      }
      const rounded = roundThreshold(key, value);
      const problem = checkThreshold(key, rounded);
      if (problem) return fail(problem);
      changes[key] = rounded;
    }
    const owner = thresholds.findOwner(scope, wanted.target, wanted.id);
    if (!owner) return fail(MSG_TARGET_NOT_VISIBLE);
    const updated = thresholds.update(auth.customerId, owner, changes, auth.userId, ctx.config.now());
    request.log.info({ userId: auth.userId, target: owner.target, targetId: owner.id, keys: Object.keys(changes) }, 'health thresholds changed');
    return ok({ updated });
  });
}

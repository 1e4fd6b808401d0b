import * as z from 'zod/mini';
import { configResultSchema } from '../dto/alarm-settings-dto';
import { HEALTH_THRESHOLD_KEYS, healthThresholdsSchema, type HealthThresholdKey } from '../dto/health-dto';
import { defineEndpoint } from '../endpoint';
import { positiveId } from '../validation/common-fields';
import { MENU_IDS } from '../../constants/resource-ids';

const HEALTH = '/car/v4/api/health/threshold';

/** A vehicle, a group, or neither: the customer default. */
const targetFields = {
  vehicleId: z.optional(positiveId()),
  groupId: z.optional(positiveId()),
};

export const healthThresholdTargetSchema = z.object(targetFields);
export type HealthThresholdTarget = z.input<typeof healthThresholdTargetSchema>;

export const getHealthThresholdsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${HEALTH}/getHealthThreshold.json`,
  encoding: 'query',
  request: healthThresholdTargetSchema,
  response: healthThresholdsSchema,
  permission: [MENU_IDS.health],
});

/** A number sets the value on the target, null removes it (the target inherits again). */
const thresholdValue = z.optional(z.nullable(z.number()));
const thresholdValues = Object.fromEntries(HEALTH_THRESHOLD_KEYS.map((key) => [key, thresholdValue])) as Record<HealthThresholdKey, typeof thresholdValue>;

export const updateHealthThresholdSchema = z.object({
  ...targetFields,
  // closed: a misspelt key is refused rather than silently ignored
  thresholds: z.strictObject(thresholdValues),
});
export type UpdateHealthThresholdRequest = z.input<typeof updateHealthThresholdSchema>;

export const updateHealthThresholdsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${HEALTH}/updateHealthThreshold.json`,
  encoding: 'json',
  request: updateHealthThresholdSchema,
  response: configResultSchema,
  permission: [MENU_IDS.health],
});

import * as z from 'zod/mini';

/**
 * Health thresholds (健康设置, route 400303), defaults from vendor manuals (fleet-domain.md). Set per
 * vehicle or per group and inherited: vehicle → its group → parent groups → the customer's default
 * → these built-in defaults.
 */
export const HEALTH_THRESHOLD_KEYS = [
  'lowVoltage',
  'noFixMinutes',
  'idlingMinutes',
  'towingSpeed',
  'towingSeconds',
  'collisionG',
  'rolloverAngle',
  'rolloverSeconds',
] as const;
export type HealthThresholdKey = (typeof HEALTH_THRESHOLD_KEYS)[number];

export interface HealthThresholdSpec {
  name: string;
  unit: string;
  min: number;
  max: number;
  defaultValue: number;
  /** decimals the value is kept to */
  decimals: number;
}

export const HEALTH_THRESHOLD_SPECS: Record<HealthThresholdKey, HealthThresholdSpec> = {
  lowVoltage: { name: '低电压报警电压', unit: 'V', min: 9, max: 30, defaultValue: 11.4, decimals: 1 },
  noFixMinutes: { name: '未定位时长', unit: '分钟', min: 1, max: 1440, defaultValue: 5, decimals: 0 },
  idlingMinutes: { name: '怠速时长', unit: '分钟', min: 1, max: 240, defaultValue: 10, decimals: 0 },
  towingSpeed: { name: '拖车速度', unit: 'km/h', min: 5, max: 120, defaultValue: 20, decimals: 0 },
  towingSeconds: { name: '拖车持续时长', unit: '秒', min: 10, max: 3600, defaultValue: 120, decimals: 0 },
  collisionG: { name: '碰撞加速度', unit: 'g', min: 1, max: 16, defaultValue: 3, decimals: 1 },
  rolloverAngle: { name: '侧翻倾角', unit: '°', min: 15, max: 90, defaultValue: 45, decimals: 0 },
  rolloverSeconds: { name: '侧翻持续时长', unit: '秒', min: 1, max: 600, defaultValue: 30, decimals: 0 },
};

export const THRESHOLD_SOURCES = ['vehicle', 'group', 'customer', 'system'] as const;
export type ThresholdSource = (typeof THRESHOLD_SOURCES)[number];

export const THRESHOLD_TARGETS = ['vehicle', 'group', 'customer'] as const;
export type ThresholdTarget = (typeof THRESHOLD_TARGETS)[number];

export const healthThresholdValueSchema = z.object({
  key: z.enum(HEALTH_THRESHOLD_KEYS),
  name: z.string(),
  unit: z.string(),
  value: z.number(),
  min: z.number(),
  max: z.number(),
  /** where the value comes from; `sourceId`/`sourceName` name the vehicle or group (null for system) */
  source: z.enum(THRESHOLD_SOURCES),
  sourceId: z.nullable(z.number()),
  sourceName: z.nullable(z.string()),
  /** the value is set on the requested target itself (not inherited) */
  overridden: z.boolean(),
});
export type HealthThresholdValue = z.infer<typeof healthThresholdValueSchema>;

/** `GET /car/v4/api/health/threshold/getHealthThreshold.json?vehicleId=|groupId=` (neither: the customer default) */
export const healthThresholdsSchema = z.object({
  target: z.enum(THRESHOLD_TARGETS),
  targetId: z.number(),
  targetName: z.string(),
  /** false for a sub-user looking at the customer default */
  editable: z.boolean(),
  thresholds: z.array(healthThresholdValueSchema),
});
export type HealthThresholds = z.infer<typeof healthThresholdsSchema>;

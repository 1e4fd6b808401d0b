import {
  HEALTH_THRESHOLD_KEYS,
  HEALTH_THRESHOLD_SPECS,
  type HealthThresholdKey,
  type HealthThresholdValue,
  type ThresholdTarget,
} from '@shared/api/dto/health-dto';

/** Values set on one vehicle, group or customer. */
export interface ThresholdLayer {
  source: ThresholdTarget;
  /** null when the caller may not know which group it is (a sub-user's ancestor groups) */
  id: number | null;
  name: string;
  values: Partial<Record<HealthThresholdKey, number>>;
}

/**
 * Inheritance as a pure function: the first layer (most specific first: vehicle, its group, the
 * parent groups up to the root, the customer) that sets a key wins; nothing set means the built-in
 * default. `target` is the first layer's identity: a value found there is `overridden`.
 */
export function resolveThresholds(layers: readonly ThresholdLayer[]): HealthThresholdValue[] {
  const target = layers[0];
  return HEALTH_THRESHOLD_KEYS.map((key) => {
    const spec = HEALTH_THRESHOLD_SPECS[key];
    const layer = layers.find((candidate) => candidate.values[key] !== undefined);
    const base = { key, name: spec.name, unit: spec.unit, min: spec.min, max: spec.max };
    if (!layer) return { ...base, value: spec.defaultValue, source: 'system', sourceId: null, sourceName: null, overridden: false };
    return {
      ...base,
      value: layer.values[key] ?? spec.defaultValue,
      source: layer.source,
      sourceId: layer.id,
      sourceName: layer.name,
      overridden: layer === target,
    };
  });
}

/** Just the numbers, for rules that only need the effective values. */
export function effectiveThresholds(layers: readonly ThresholdLayer[]): Record<HealthThresholdKey, number> {
  const values = {} as Record<HealthThresholdKey, number>;
  for (const item of resolveThresholds(layers)) values[item.key] = item.value;
  return values;
}

/** Values are kept to the key's decimals (11.44 V is stored as 11.4), before the range is checked. */
export function roundThreshold(key: HealthThresholdKey, value: number): number {
  const factor = 10 ** HEALTH_THRESHOLD_SPECS[key].decimals;
  return Math.round(value * factor) / factor;
}

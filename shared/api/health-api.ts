import type { HttpClient, RequestOptions } from '../http/http-client';
import { configResultSchema, type ConfigResult } from './dto/alarm-settings-dto';
import { healthThresholdsSchema, type HealthThresholds, type HealthThresholdTarget, type UpdateHealthThresholdRequest } from './dto/health-dto';

/** Resolved thresholds of a vehicle, a group, or (no target) the customer default, each with its source. */
export function getHealthThresholds(http: HttpClient, target: HealthThresholdTarget = {}, options?: RequestOptions): Promise<HealthThresholds> {
  return http.get('/car/v4/api/health/threshold/getHealthThreshold.json', healthThresholdsSchema, { ...target }, options);
}

export function updateHealthThresholds(http: HttpClient, request: UpdateHealthThresholdRequest, options?: RequestOptions): Promise<ConfigResult> {
  return http.postJson('/car/v4/api/health/threshold/updateHealthThreshold.json', configResultSchema, request, options);
}

import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { ConfigResult } from './dto/alarm-settings-dto';
import type { HealthThresholds } from './dto/health-dto';
import {
  getHealthThresholdsEndpoint,
  updateHealthThresholdsEndpoint,
  type HealthThresholdTarget,
  type UpdateHealthThresholdRequest,
} from './endpoints/health-endpoints';

/** Resolved thresholds of a vehicle, a group, or (no target) the customer default, each with its source. */
export function getHealthThresholds(http: HttpClient, target: HealthThresholdTarget = {}, options?: RequestOptions): Promise<HealthThresholds> {
  return callEndpoint(http, getHealthThresholdsEndpoint, target, options);
}

export function updateHealthThresholds(http: HttpClient, request: UpdateHealthThresholdRequest, options?: RequestOptions): Promise<ConfigResult> {
  return callEndpoint(http, updateHealthThresholdsEndpoint, request, options);
}

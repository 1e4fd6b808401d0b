import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { dayStart, chinaDay, formatChinaTime } from '@shared/api/time/china-time';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@shared/constants/time';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';

/** A duration as operators read it next to a state: 3天, 2小时, 15分钟, 不足1分钟. */
export function durationText(ms: number): string {
  if (ms >= DAY_MS) return `${Math.floor(ms / DAY_MS)}天`;
  if (ms >= HOUR_MS) return `${Math.floor(ms / HOUR_MS)}小时`;
  if (ms >= MINUTE_MS) return `${Math.floor(ms / MINUTE_MS)}分钟`;
  return '不足1分钟';
}

/**
 * The state with its duration where one means something (fleet-domain.md): 离线 since the last
 * report (not the last fix: a device can report for days without one), 静止 since it stopped.
 */
export function stateText(state: VehicleState, reportTime: number | null, stateSince: number | null, now: number): string {
  const label = VEHICLE_STATE_LABELS[state];
  if (state === 'offline' && reportTime !== null) return `${label} ${durationText(Math.max(0, now - reportTime))}`;
  if (state === 'stationary' && stateSince !== null) return `${label} ${durationText(Math.max(0, now - stateSince))}`;
  return label;
}

const HEADINGS = ['北', '东北', '东', '东南', '南', '西南', '西', '西北'] as const;

/** 90 → 东 (90°): the eight compass points operators use. */
export function headingText(degrees: number): string {
  const normalized = ((degrees % 360) + 360) % 360;
  return `${HEADINGS[Math.round(normalized / 45) % 8] ?? '北'} (${Math.round(normalized)}°)`;
}

export function timeText(ms: number | null): string {
  return formatChinaTime(ms) ?? '无';
}

/** Playback of today so far, China time (the playback page takes `yyyy-MM-dd HH:mm:ss`). */
export function todayRange(now: number): { startTime: string; endTime: string } {
  const start = dayStart(chinaDay(now)) ?? now - DAY_MS;
  return { startTime: formatChinaTime(start) ?? '', endTime: formatChinaTime(now) ?? '' };
}

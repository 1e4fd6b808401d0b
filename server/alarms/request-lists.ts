import { ALARM_TYPE_INFO, type AlarmType } from '@shared/api/dto/alarm-dto';

/**
 * Lists in alarm requests are checked here rather than item by item in the schema: a schema error
 * on an item names only its index ("0必须是整数"), while these messages name the list and the value.
 */
export function positiveIds(list: readonly unknown[] | undefined, label: string): number[] | string {
  if (!list) return [];
  const bad = list.find((item) => typeof item !== 'number' || !Number.isInteger(item) || item < 1);
  return bad === undefined ? (list as number[]) : `参数错误：${label}只能包含正整数，收到 ${JSON.stringify(bad)}`;
}

export function isAlarmType(value: unknown): value is AlarmType {
  return typeof value === 'string' && Object.hasOwn(ALARM_TYPE_INFO, value);
}

export function alarmTypes(list: readonly unknown[] | undefined): AlarmType[] | string {
  if (!list) return [];
  const bad = list.find((item) => !isAlarmType(item));
  return bad === undefined ? (list as AlarmType[]) : `参数错误：不支持的报警类型 ${JSON.stringify(bad)}`;
}

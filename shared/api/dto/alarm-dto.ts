import * as z from 'zod/mini';
import { pageSchema } from './envelope';

/**
 * The alarm type catalogue (fleet-domain.md "Alarm types"): the codes the API speaks, the Chinese
 * names operators know, and a default severity. One list for the server, the console and reports.
 */
export const ALARM_TYPES = [
  'sos',
  'powerCut',
  'vibration',
  'lowBattery',
  'fenceIn',
  'fenceOut',
  'overspeed',
  'displacement',
  'fatigue',
  'overlongStop',
  'offline',
  'tamper',
  'collision',
  'rollover',
  'harshAcceleration',
  'harshBraking',
  'harshTurn',
] as const;
export type AlarmType = (typeof ALARM_TYPES)[number];

/** 1 提示, 2 一般, 3 紧急 */
export const ALARM_LEVELS = [1, 2, 3] as const;
export type AlarmLevel = (typeof ALARM_LEVELS)[number];
export const ALARM_LEVEL_NAMES: Record<AlarmLevel, string> = { 1: '提示', 2: '一般', 3: '紧急' };

export interface AlarmTypeInfo {
  name: string;
  level: AlarmLevel;
}

export const ALARM_TYPE_INFO: Record<AlarmType, AlarmTypeInfo> = {
  sos: { name: '紧急报警', level: 3 },
  powerCut: { name: '断电报警', level: 3 },
  vibration: { name: '震动报警', level: 1 },
  lowBattery: { name: '低电报警', level: 2 },
  fenceIn: { name: '进围栏报警', level: 1 },
  fenceOut: { name: '出围栏报警', level: 1 },
  overspeed: { name: '超速报警', level: 2 },
  displacement: { name: '位移报警', level: 2 },
  fatigue: { name: '疲劳驾驶', level: 2 },
  overlongStop: { name: '超时停车', level: 1 },
  offline: { name: '离线报警', level: 1 },
  tamper: { name: '拆除报警', level: 3 },
  collision: { name: '碰撞报警', level: 3 },
  rollover: { name: '侧翻报警', level: 3 },
  harshAcceleration: { name: '急加速', level: 1 },
  harshBraking: { name: '急减速', level: 1 },
  harshTurn: { name: '急转弯', level: 1 },
};

export function alarmTypeName(type: AlarmType): string {
  return ALARM_TYPE_INFO[type].name;
}

/** How an operator handled an alarm (the processing dialog's choices). */
export const PROCESS_METHODS = ['phoneDriver', 'falseAlarm', 'dispatched', 'monitoring', 'other'] as const;
export type ProcessMethod = (typeof PROCESS_METHODS)[number];
export const PROCESS_METHOD_NAMES: Record<ProcessMethod, string> = {
  phoneDriver: '电话联系司机',
  falseAlarm: '误报',
  dispatched: '已派人处理',
  monitoring: '持续关注',
  other: '其他',
};

/** Limits the server enforces and the console's forms mirror. */
export const ALARM_QUERY_MAX_DAYS = 31;
export const ALARM_PAGE_SIZE_MAX = 100;
export const PROCESS_BATCH_MAX = 500;
export const PROCESS_NOTE_MAX = 200;
/** One real-time poll answers at most this many: the console's whole real-time list, so a first load or a storm between two polls leaves no hole. */
export const REALTIME_ALARM_MAX = 1000;

/**
 * One alarm (`newQueryAlarm` rows, the real-time tip). Times are ISO-8601 UTC, positions WGS-84.
 * `handlerName`, `processedAt`, `processMethod` and `note` are null until the alarm is processed.
 */
export const alarmRowSchema = z.object({
  alarmId: z.number(),
  vehicleId: z.number(),
  plate: z.string(),
  groupId: z.number(),
  groupName: z.string(),
  type: z.enum(ALARM_TYPES),
  typeName: z.string(),
  level: z.number(),
  alarmTime: z.string(),
  lng: z.nullable(z.number()),
  lat: z.nullable(z.number()),
  speed: z.number(),
  /** what the rule saw, e.g. '速度 108 km/h，限速 100 km/h' */
  detail: z.nullable(z.string()),
  processed: z.boolean(),
  processMethod: z.nullable(z.enum(PROCESS_METHODS)),
  handlerName: z.nullable(z.string()),
  processedAt: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type AlarmRow = z.infer<typeof alarmRowSchema>;

/**
 * A page of alarms. `total` is exact up to a cap; past it `totalCapped` is true and `total` is the cap
 * (the console shows "10000+"): counting a month of a large fleet's alarms on every page turn costs
 * more than anyone gains from the exact figure.
 */
export const alarmPageSchema = z.extend(pageSchema(alarmRowSchema), { totalCapped: z.boolean() });
export type AlarmPage = z.infer<typeof alarmPageSchema>;

export const PROCESSED_STATES = ['all', 'unprocessed', 'processed'] as const;
export type ProcessedState = (typeof PROCESSED_STATES)[number];

/** `GET …/actualTimeAlarmQuery.json`: unprocessed alarms newer than `sinceAlarmId`, newest first. */
export const realtimeAlarmSchema = z.extend(alarmRowSchema, {
  /** the customer's push setting for this type asks for a sound */
  sound: z.boolean(),
});
export type RealtimeAlarm = z.infer<typeof realtimeAlarmSchema>;

export const realtimeAlarmsSchema = z.object({
  list: z.array(realtimeAlarmSchema),
  /** pass it back as `sinceAlarmId` on the next poll */
  latestAlarmId: z.number(),
});
export type RealtimeAlarms = z.infer<typeof realtimeAlarmsSchema>;

/** `GET …/queryActualTimeAlarmNum.json`: the header badge. */
export const alarmCountsSchema = z.object({
  total: z.number(),
  byType: z.array(z.object({ type: z.enum(ALARM_TYPES), typeName: z.string(), count: z.number() })),
});
export type AlarmCounts = z.infer<typeof alarmCountsSchema>;

export const PROCESS_RESULTS = ['processed', 'alreadyProcessed', 'notFound'] as const;
export type ProcessResultCode = (typeof PROCESS_RESULTS)[number];

export const processAlarmResultSchema = z.object({
  processed: z.number(),
  alreadyProcessed: z.number(),
  notFound: z.number(),
  results: z.array(z.object({ alarmId: z.number(), result: z.enum(PROCESS_RESULTS), msg: z.string() })),
});
export type ProcessAlarmResult = z.infer<typeof processAlarmResultSchema>;

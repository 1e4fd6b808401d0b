import type { AlarmCounts, AlarmPage, ProcessAlarmResult, RealtimeAlarms } from '@shared/api/dto/alarm-dto';
import { PROCESS_BATCH_MAX } from '@shared/api/dto/alarm-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { processAlarmEndpoint, queryAlarmsEndpoint, queryRealtimeAlarmsEndpoint } from '@shared/api/endpoints/alarm-endpoints';
import { parseTime } from '@shared/api/time/china-time';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import type { AuthContext } from '../auth/auth-context';
import { ALARM_TOTAL_CAP, type AlarmRepository } from '../db/alarm-repository';
import type { AlarmSettingsRepository } from '../db/alarm-settings-repository';
import { plateKey } from '../db/vehicle-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { refuse } from '../http/refusal';

export const MSG_TOO_DEEP = `最多查看前 ${ALARM_TOTAL_CAP} 条报警，请缩小查询条件`;
export const MSG_NO_ALARM_IDS = '请选择要处理的报警';
export const MSG_NOTE_REQUIRED = '处理方式为"其他"时请填写处理说明';
export const MSG_PROCESS_BATCH_MAX = `一次最多处理 ${PROCESS_BATCH_MAX} 条报警`;
const REALTIME_DEFAULT = 20;

export interface AlarmServiceDeps {
  records: AlarmRepository;
  settings: AlarmSettingsRepository;
  now: () => number;
}

/**
 * The rules of alarm records: the history query, the real-time tip and badge, and processing. The
 * vehicle scope always comes from the caller's session; ids and groups in a request only narrow it.
 * Request shapes and limits are checked before this, by the endpoint's schema.
 */
export function createAlarmService({ records, settings, now }: AlarmServiceDeps) {
  return {
    query(auth: AuthContext, request: ParsedRequestOf<typeof queryAlarmsEndpoint>): AlarmPage {
      const pageNum = request.pageNum ?? FIRST_PAGE;
      const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
      if ((pageNum - 1) * pageSize >= ALARM_TOTAL_CAP) refuse(MSG_TOO_DEEP);
      // the schema has checked both times and the span
      const start = parseTime(request.startTime) as number;
      const end = parseTime(request.endTime) as number;
      const key = request.keyword ? plateKey(request.keyword.trim()) : '';
      return records.page(vehicleScopeOf(auth), {
        start,
        end,
        pageNum,
        pageSize,
        processedState: request.processedState ?? 'all',
        ...(request.alarmTypes?.length ? { types: request.alarmTypes } : {}),
        ...(request.vehicleIds?.length ? { vehicleIds: request.vehicleIds } : {}),
        ...(request.groupIds?.length ? { groupIds: request.groupIds } : {}),
        ...(key ? { plateKey: key } : {}),
      });
    },

    realtime(auth: AuthContext, request: ParsedRequestOf<typeof queryRealtimeAlarmsEndpoint>): RealtimeAlarms {
      const sinceId = request.sinceAlarmId ?? 0;
      const pushes = settings.pushes(auth.customerId);
      const popupTypes = pushes.filter((item) => item.channels.popup).map((item) => item.type);
      const soundTypes = new Set(pushes.filter((item) => item.channels.sound).map((item) => item.type));
      const rows = records.realtime(vehicleScopeOf(auth), sinceId, request.limit ?? REALTIME_DEFAULT, popupTypes);
      return {
        list: rows.map((row) => ({ ...row, sound: soundTypes.has(row.type) })),
        latestAlarmId: rows.reduce((latest, row) => Math.max(latest, row.alarmId), sinceId),
      };
    },

    countUnprocessed(auth: AuthContext): AlarmCounts {
      return records.countUnprocessed(vehicleScopeOf(auth));
    },

    process(auth: AuthContext, request: ParsedRequestOf<typeof processAlarmEndpoint>): ProcessAlarmResult {
      // the role's car:alarm:process is checked by serve() from the endpoint's permission
      const alarmIds = [...(request.alarmId === undefined ? [] : [request.alarmId]), ...(request.alarmIds ?? [])];
      if (alarmIds.length === 0) refuse(MSG_NO_ALARM_IDS);
      if (alarmIds.length > PROCESS_BATCH_MAX) refuse(MSG_PROCESS_BATCH_MAX);
      const note = request.note?.trim() ?? '';
      if (request.processMethod === 'other' && !note) refuse(MSG_NOTE_REQUIRED);
      return records.process(vehicleScopeOf(auth), { alarmIds, method: request.processMethod, note: note || null, handlerId: auth.userId, now: now() });
    },
  };
}

export type AlarmService = ReturnType<typeof createAlarmService>;

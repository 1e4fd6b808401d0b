import type { AlarmRow, RealtimeAlarm } from '@shared/api/dto/alarm-dto';

/** An unprocessed SOS of 粤B·00001 with the given id, a minute per id after 08:00 China time. */
export function makeAlarm(alarmId: number, overrides: Partial<RealtimeAlarm> = {}): RealtimeAlarm {
  return {
    alarmId,
    vehicleId: 100 + alarmId,
    plate: `粤B·${String(alarmId).padStart(5, '0')}`,
    groupId: 1,
    groupName: '深圳车队',
    type: 'sos',
    typeName: '紧急报警',
    level: 3,
    alarmTime: new Date(Date.UTC(2026, 0, 15, 0, alarmId)).toISOString(),
    lng: 114.05,
    lat: 22.54,
    speed: 40,
    detail: null,
    processed: false,
    processMethod: null,
    handlerName: null,
    processedAt: null,
    note: null,
    sound: true,
    ...overrides,
  };
}

export function historyPage(list: AlarmRow[], total = list.length) {
  return { list, total, pageNum: 1, pageSize: 10, totalCapped: false };
}

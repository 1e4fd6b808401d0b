import type { SubAppMessages } from '@shared/contract/bus-messages';
import type { AlarmRow } from '@shared/api/dto/alarm-dto';
import { formatChinaTime, parseTime } from '@shared/api/time/china-time';
import { playbackPage } from '@shared/contract/page-links';
import { MINUTE_MS } from '@shared/constants/time';

/** Playback covers half an hour either side of the alarm: how the vehicle got there and what it did next. */
export const PLAYBACK_MARGIN_MS = 30 * MINUTE_MS;

/** The playback tab around an alarm (product-spec §2: always a new tab). */
export function alarmPlayback(alarm: Pick<AlarmRow, 'vehicleId' | 'alarmTime'>): SubAppMessages['goPage'] {
  const at = parseTime(alarm.alarmTime) ?? Date.now();
  return playbackPage({
    vehicleId: alarm.vehicleId,
    startTime: formatChinaTime(at - PLAYBACK_MARGIN_MS) ?? '',
    endTime: formatChinaTime(at + PLAYBACK_MARGIN_MS) ?? '',
  });
}

/** Locating an alarm's vehicle: the vehicle dialog on its follow tab (live map). */
export function alarmLocate(alarm: Pick<AlarmRow, 'vehicleId' | 'plate'>): SubAppMessages['showVehInfo'] {
  return { vehicleId: alarm.vehicleId, plate: alarm.plate, tab: 'follow' };
}

/** An ISO time as operators read it. */
export function alarmTimeText(iso: string | null): string {
  if (!iso) return '';
  return formatChinaTime(parseTime(iso)) ?? iso;
}

import type { SubAppMessages } from '@shared/contract/bus-messages';
import type { AssistantAction } from '@shared/api/dto/assistant-dto';
import { parseAssistantAction } from '@shared/contract/assistant-contract';
import { playbackPage, reportPage, type ReportKind } from '@shared/contract/page-links';

/** The shell's own handlers the assistant's actions go through (the bus door's, product-spec §4). */
export interface AssistantActionTargets {
  goPage: (payload: SubAppMessages['goPage']) => void;
  showVehInfo: (payload: SubAppMessages['showVehInfo']) => void;
  showImage: (payload: SubAppMessages['showImage']) => void;
}

const REPORT_OF = { mileageReport: 'mileage', alarmReport: 'alarmInfo', onlineReport: 'carDayOnline' } as const satisfies Record<string, ReportKind>;

/**
 * One button of an answer, as the shell performs it (product-spec §1): 轨迹 opens playback in a
 * new tab, 详情 and 位置 the vehicle dialog (位置 on the follow tab), the three reports their
 * data-report pages with the vehicle and days, an image the viewer. The widget is foreign code:
 * anything outside the contract is ignored and reported.
 */
export function performAssistantAction(raw: unknown, targets: AssistantActionTargets): boolean {
  const action: AssistantAction | null = parseAssistantAction(raw);
  if (!action) {
    console.warn('[智能助手] 忽略不符合约定的操作', raw);
    return false;
  }
  switch (action.kind) {
    case 'playback':
      targets.goPage(playbackPage({ vehicleId: action.vehicleId, startTime: action.startTime, endTime: action.endTime }));
      return true;
    case 'detail':
      targets.showVehInfo({ vehicleId: action.vehicleId, tab: '' });
      return true;
    case 'location':
      targets.showVehInfo({ vehicleId: action.vehicleId, tab: 'follow' });
      return true;
    case 'mileageReport':
    case 'alarmReport':
    case 'onlineReport':
      targets.goPage(
        reportPage(REPORT_OF[action.kind], { vehicleIds: String(action.vehicleId), startDate: action.startDate, endDate: action.endDate }),
      );
      return true;
    case 'image':
      targets.showImage({ urls: action.urls, index: action.index });
      return true;
  }
}

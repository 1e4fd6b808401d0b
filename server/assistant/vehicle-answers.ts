import type { VehicleDetail } from '@shared/api/dto/vehicle-dto';
import { TRACK_MAX_DAYS } from '@shared/api/endpoints/track-endpoints';
import { chinaDay, dayStart, formatChinaTime, parseTime } from '@shared/api/time/china-time';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';
import { DAY_MS } from '@shared/constants/time';
import type { AssistantAction } from '@shared/api/dto/assistant-dto';
import type { AuthContext } from '../auth/auth-context';
import type { VehicleRepository } from '../db/vehicle-repository';
import { plateKey } from '../db/vehicle-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import type { ReportService } from '../exports/report-service';
import type { Geocoder } from '../geocoder/geocoder';
import type { AssistantAnswer } from './assistant-answer';
import type { DayRange, ParsedQuestion, QuestionIntent } from './question-parser';

export interface VehicleAnswerDeps {
  vehicles: VehicleRepository;
  reports: ReportService;
  geocoder: Geocoder;
  now: () => number;
}

/** The same words whether the vehicle does not exist or belongs to someone else: existence never leaks. */
export function notFoundText(what: string): string {
  return `没有找到${what}，或者您的账号没有查看它的权限。请核对车牌号或设备号后再问我。`;
}

const ALARM_LINES = 5;

function today(now: number): DayRange {
  const day = chinaDay(now);
  return { startDate: day, endDate: day, label: '今天' };
}

function yesterday(now: number): DayRange {
  const day = chinaDay(now - DAY_MS);
  return { startDate: day, endDate: day, label: '昨天' };
}

function thisWeek(now: number): DayRange {
  const day = chinaDay(now);
  const start = dayStart(day) as number;
  const weekday = (new Date(start + 8 * 3_600_000).getUTCDay() + 6) % 7;
  return { startDate: chinaDay(start - weekday * DAY_MS), endDate: day, label: '本周' };
}

function rangeText(range: DayRange): string {
  return range.startDate === range.endDate ? `${range.label}（${range.startDate}）` : `${range.label}（${range.startDate} 至 ${range.endDate}）`;
}

/** Playback of a range, trimmed to the track endpoint's 7 days (the last ones) and to now. */
export function playbackAction(vehicleId: number, range: DayRange, now: number): AssistantAction {
  const lastStart = dayStart(range.endDate) as number;
  const end = Math.min(lastStart + DAY_MS - 1000, now);
  const start = Math.max(dayStart(range.startDate) as number, lastStart - (TRACK_MAX_DAYS - 1) * DAY_MS);
  return { kind: 'playback', vehicleId, startTime: formatChinaTime(start) as string, endTime: formatChinaTime(Math.max(end, start)) as string };
}

function reportAction(kind: 'mileageReport' | 'alarmReport' | 'onlineReport', vehicleId: number, range: DayRange): AssistantAction {
  return { kind, vehicleId, startDate: range.startDate, endDate: range.endDate };
}

function lastFix(vehicle: VehicleDetail): string {
  const at = vehicle.lastFixTime ? parseTime(vehicle.lastFixTime) : null;
  return at === null ? '暂无定位' : (formatChinaTime(at) as string);
}

function hours(minutes: number): string {
  return minutes < 60 ? `${minutes} 分钟` : `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟`;
}

/**
 * Answers about one vehicle from the caller's own data, through the same scoped repositories and
 * services as the endpoints: a vehicle outside the caller's scope is "not found".
 */
export function createVehicleAnswers(deps: VehicleAnswerDeps) {
  const find = (auth: AuthContext, parsed: ParsedQuestion): VehicleDetail | null => {
    const scope = vehicleScopeOf(auth);
    const keyword = parsed.plate ?? parsed.deviceNo;
    if (!keyword) return null;
    const page = deps.vehicles.page(scope, { keyword, pageNum: 1, pageSize: 20 });
    const match = page.list.find((row) => (parsed.plate ? plateKey(row.plate) === parsed.plate : row.deviceNo === parsed.deviceNo));
    return match ? deps.vehicles.detail(scope, match.vehicleId) : null;
  };

  const location = async (vehicle: VehicleDetail): Promise<AssistantAnswer> => {
    const now = deps.now();
    const [address] = vehicle.lng !== null && vehicle.lat !== null ? await deps.geocoder.addresses([{ lng: vehicle.lng, lat: vehicle.lat }]) : ['暂无位置'];
    const moving = vehicle.state === 'online' && vehicle.speed > 0 ? `，行驶中，速度 ${vehicle.speed} km/h` : '';
    const lines = [
      `**${vehicle.plate}** 当前状态：${VEHICLE_STATE_LABELS[vehicle.state]}${moving}`,
      `- 位置：${address ?? '暂无位置'}`,
      `- 最后定位：${lastFix(vehicle)}`,
      `- ACC：${vehicle.accOn ? '开' : '关'}`,
    ];
    return {
      text: lines.join('\n'),
      actions: [
        { kind: 'location', vehicleId: vehicle.vehicleId },
        { kind: 'detail', vehicleId: vehicle.vehicleId },
        playbackAction(vehicle.vehicleId, today(now), now),
      ],
    };
  };

  const detail = (vehicle: VehicleDetail): AssistantAnswer => ({
    text: [
      `**${vehicle.plate}** 的车辆信息：`,
      `- 设备号：${vehicle.deviceNo}（${vehicle.model}）`,
      `- 所属车组：${vehicle.groupName}`,
      `- 状态：${VEHICLE_STATE_LABELS[vehicle.state]}`,
      `- SIM 卡号：${vehicle.simNo}，SIM 到期：${vehicle.simExpireDate ?? '未设置'}`,
      `- 平台服务到期：${vehicle.platformExpireDate ?? '未设置'}`,
      `- 司机：${vehicle.driverName ?? '未登记'}${vehicle.driverPhone ? `（${vehicle.driverPhone}）` : ''}`,
    ].join('\n'),
    actions: [
      { kind: 'detail', vehicleId: vehicle.vehicleId },
      { kind: 'location', vehicleId: vehicle.vehicleId },
    ],
  });

  const mileage = (auth: AuthContext, vehicle: VehicleDetail, range: DayRange): AssistantAnswer => {
    const report = deps.reports.mileageSummary(auth, { startDate: range.startDate, endDate: range.endDate, vehicleIds: [vehicle.vehicleId] });
    const now = deps.now();
    return {
      text: `**${vehicle.plate}** ${rangeText(range)}共行驶 **${report.totalKm} 公里**。`,
      actions: [reportAction('mileageReport', vehicle.vehicleId, range), playbackAction(vehicle.vehicleId, range, now)],
    };
  };

  const online = (auth: AuthContext, vehicle: VehicleDetail, range: DayRange): AssistantAnswer => {
    const report = deps.reports.online(auth, { startDate: range.startDate, endDate: range.endDate, vehicleIds: [vehicle.vehicleId] });
    const row = report.list[0];
    const text = row
      ? `**${vehicle.plate}** ${rangeText(range)}在线 **${hours(row.totalOnlineMinutes)}**，在线率 ${Math.round(row.onlineRate * 100)}%，有在线记录的天数 ${row.onlineDays} 天。`
      : `**${vehicle.plate}** ${rangeText(range)}没有在线记录。`;
    return { text, actions: [reportAction('onlineReport', vehicle.vehicleId, range)] };
  };

  const alarms = (auth: AuthContext, vehicle: VehicleDetail, range: DayRange): AssistantAnswer => {
    const report = deps.reports.alarmDetail(auth, {
      startDate: range.startDate,
      endDate: range.endDate,
      vehicleIds: [vehicle.vehicleId],
      pageNum: 1,
      pageSize: ALARM_LINES,
    });
    const actions: AssistantAction[] = [reportAction('alarmReport', vehicle.vehicleId, range)];
    if (report.total === 0) return { text: `**${vehicle.plate}** ${rangeText(range)}没有报警。`, actions };
    const lines = report.list.map((alarm) => {
      const at = parseTime(alarm.alarmTime);
      return `- ${formatChinaTime(at) ?? alarm.alarmTime} ${alarm.typeName}${alarm.processed ? '（已处理）' : '（未处理）'}`;
    });
    const count = report.totalCapped ? `${report.total}+` : String(report.total);
    const more = report.total > ALARM_LINES ? `\n以上是最近 ${ALARM_LINES} 条，完整记录请看报警明细。` : '';
    return { text: [`**${vehicle.plate}** ${rangeText(range)}共有 **${count} 条报警**：`, ...lines].join('\n') + more, actions };
  };

  const track = (vehicle: VehicleDetail, range: DayRange): AssistantAnswer => {
    const action = playbackAction(vehicle.vehicleId, range, deps.now());
    const trimmed = action.kind === 'playback' && action.startTime.slice(0, 10) !== range.startDate ? `（轨迹单次最多 ${TRACK_MAX_DAYS} 天，已取最后 ${TRACK_MAX_DAYS} 天）` : '';
    return { text: `点击「轨迹」在新标签页回放 **${vehicle.plate}** ${rangeText(range)}的行驶轨迹${trimmed}。`, actions: [action] };
  };

  return {
    /** null: the question names no vehicle (another kind of answer is needed) */
    async answer(auth: AuthContext, parsed: ParsedQuestion): Promise<AssistantAnswer | null> {
      if (!parsed.plate && !parsed.deviceNo) return null;
      const vehicle = find(auth, parsed);
      if (!vehicle) return { text: notFoundText(parsed.plate ? `车牌号为 ${parsed.plate} 的车辆` : `设备号为 ${parsed.deviceNo ?? ''} 的车辆`), actions: [] };
      const now = deps.now();
      const intent: QuestionIntent = parsed.intent ?? 'location';
      switch (intent) {
        case 'location':
          return location(vehicle);
        case 'detail':
          return detail(vehicle);
        case 'mileage':
          return mileage(auth, vehicle, parsed.range ?? yesterday(now));
        case 'online':
          return online(auth, vehicle, parsed.range ?? yesterday(now));
        case 'alarms':
          return alarms(auth, vehicle, parsed.range ?? thisWeek(now));
        case 'track':
          return track(vehicle, parsed.range ?? today(now));
      }
    },
  };
}

export type VehicleAnswers = ReturnType<typeof createVehicleAnswers>;

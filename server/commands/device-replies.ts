import type { CommandCode, CommandParams } from '@shared/api/dto/command-dto';

/**
 * How the simulated devices answer commands. Pure and deterministic: the outcome of a delivery is a
 * function of its id and attempt, so a test can find a delivery that fails and the demo behaves the
 * same after a restart. Most devices answer within seconds; a few refuse, a few never answer.
 */

export type ReplyPlan = { kind: 'ack' | 'fail'; delayMs: number } | { kind: 'silent' };

export const ACK_SHARE = 0.86;
export const FAIL_SHARE = 0.07;

/** A well-mixed number in [0, 1) from two integers (a 32-bit integer hash, not for anything secret). */
export function unitHash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export function planReply(deliveryId: number, attempt: number): ReplyPlan {
  const draw = unitHash(deliveryId, attempt);
  // 2–9 s: a GPRS round trip plus the device's own work
  const delayMs = 2000 + Math.floor(unitHash(attempt, deliveryId) * 7000);
  if (draw < ACK_SHARE) return { kind: 'ack', delayMs };
  if (draw < ACK_SHARE + FAIL_SHARE) return { kind: 'fail', delayMs };
  return { kind: 'silent' };
}

/** What the device tells about itself in its answers. */
export interface DeviceFacts {
  deviceNo: string;
  model: string;
  lng: number | null;
  lat: number | null;
  accOn: boolean;
  gsmSignal: number | null;
  voltage: number | null;
}

function firmware(model: string): string {
  const name = model.split(' ')[0] ?? model;
  return `${name}_V2.1.${name.length + 3}_20250618`;
}

function status(device: DeviceFacts): string {
  const signal = device.gsmSignal === null ? '无' : device.gsmSignal >= 20 ? '强' : device.gsmSignal >= 10 ? '中' : '弱';
  const fix = device.lng === null ? '未定位' : '已定位';
  const power = device.voltage === null ? '未知' : `${device.voltage.toFixed(1)}V`;
  return `外电:${power}; GPS:${fix}; ACC:${device.accOn ? '开' : '关'}; GSM信号:${signal}`;
}

const SUCCESS: Record<CommandCode, (params: CommandParams, device: DeviceFacts) => string> = {
  FUEL_CUT: () => '断油电成功',
  FUEL_RESTORE: () => '恢复油电成功',
  UPLOAD_INTERVAL: (params) => `上传间隔设置成功：${params.seconds ?? 0}秒`,
  REBOOT: () => '设备即将重启',
  FACTORY_RESET: () => '已恢复出厂设置',
  LOCATE: (_params, device) =>
    device.lng === null || device.lat === null ? '定位指令已执行，暂无卫星定位' : `当前位置 经度:${device.lng.toFixed(6)} 纬度:${device.lat.toFixed(6)}`,
  ARM: () => '设防成功',
  DISARM: () => '撤防成功',
  QUERY_PARAMS: (_params, device) => `IMEI:${device.deviceNo}; 服务器:gps.fleet.local:7018; 上传间隔:30秒; 时区:GMT+8`,
  QUERY_STATUS: (_params, device) => status(device),
  QUERY_VERSION: (_params, device) => `版本:${firmware(device.model)}`,
  SEND_TEXT: () => '文本已显示',
};

const FAILURE: Record<CommandCode, string> = {
  FUEL_CUT: '断油电失败：车速过快，设备拒绝执行',
  FUEL_RESTORE: '恢复油电失败：继电器无响应',
  UPLOAD_INTERVAL: '设置失败：参数不被设备接受',
  REBOOT: '重启失败：设备忙，请稍后重试',
  FACTORY_RESET: '恢复出厂设置失败：设备忙，请稍后重试',
  LOCATE: '定位失败：卫星信号弱',
  ARM: '设防失败：设备忙，请稍后重试',
  DISARM: '撤防失败：设备忙，请稍后重试',
  QUERY_PARAMS: '查询失败：设备忙，请稍后重试',
  QUERY_STATUS: '查询失败：设备忙，请稍后重试',
  QUERY_VERSION: '查询失败：设备忙，请稍后重试',
  SEND_TEXT: '文本下发失败：终端无显示屏响应',
};

export function replyText(code: CommandCode, success: boolean, params: CommandParams, device: DeviceFacts): string {
  return success ? SUCCESS[code](params, device) : FAILURE[code];
}

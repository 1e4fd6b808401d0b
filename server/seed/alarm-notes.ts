import type { AlarmType, ProcessMethod } from '@shared/api/dto/alarm-dto';
import type { Prng } from './prng';

/**
 * How operators handle each kind of alarm, and what they write: the seed's processed alarms read
 * like a real duty log instead of lorem ipsum.
 */
const METHODS_BY_TYPE: Partial<Record<AlarmType, readonly ProcessMethod[]>> = {
  sos: ['phoneDriver', 'dispatched'],
  powerCut: ['dispatched', 'phoneDriver'],
  vibration: ['falseAlarm', 'monitoring'],
  lowBattery: ['dispatched', 'monitoring'],
  displacement: ['phoneDriver', 'falseAlarm'],
  offline: ['monitoring', 'dispatched'],
  tamper: ['dispatched'],
  collision: ['phoneDriver', 'dispatched'],
  rollover: ['phoneDriver', 'dispatched'],
};
const DRIVING: readonly ProcessMethod[] = ['phoneDriver', 'phoneDriver', 'monitoring'];

const NOTES: Record<ProcessMethod, readonly string[]> = {
  phoneDriver: ['已电话联系司机，确认正常行驶', '已联系司机，提醒注意驾驶安全', '司机已确认，车辆状态正常', '已提醒司机按规定休息'],
  falseAlarm: ['设备误报，车辆停在停车场', '定位漂移导致，非真实报警', '核实为洗车震动，无异常'],
  dispatched: ['已通知附近人员前往查看', '已派维修人员检查设备接线', '已安排更换电瓶'],
  monitoring: ['持续关注车辆动态', '已记录，后续跟踪', '设备恢复上线后复核'],
  other: ['已按公司规定处理'],
};

export function pickProcessing(prng: Prng, type: AlarmType): { method: ProcessMethod; note: string } {
  const method = prng.pick(METHODS_BY_TYPE[type] ?? DRIVING);
  return { method, note: prng.pick(NOTES[method]) };
}

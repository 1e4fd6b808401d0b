import { ALARM_LEVEL_NAMES, ALARM_TYPES, ALARM_TYPE_INFO } from '@shared/api/dto/alarm-dto';
import type { DictionaryType } from '@shared/api/dto/dictionary-dto';
import { VEHICLE_STATES, type VehicleState } from '@shared/api/dto/vehicle-dto';
import { COMMANDS, MODEL_AT4, MODEL_GT06N, MODEL_GT800, MODEL_JT808, MODEL_VL802 } from '../commands/command-catalogue';
import type { Db } from '../db/connection';

/**
 * The code tables of the dictionary endpoint. Alarm types and commands come from their own
 * catalogues (alarm-dto.ts, command-catalogue.ts) so the names cannot drift; the rest is fixed here.
 */
const VEHICLE_STATE_NAMES: Record<VehicleState, { name: string; colour: string }> = {
  online: { name: '在线', colour: '#52c41a' },
  stationary: { name: '静止', colour: '#1677ff' },
  offline: { name: '离线', colour: '#8c8c8c' },
  onlineNoFix: { name: '在线未定位', colour: '#faad14' },
  inactive: { name: '未激活', colour: '#bfbfbf' },
  expired: { name: '已过期', colour: '#ff4d4f' },
};

/** The seed's device models (vehicle-generator.ts) with what an installer asks about them. */
const DEVICE_MODELS: readonly [string, string][] = [
  [MODEL_GT06N, 'GT06 协议 · 2G · 有线供电 · 支持断油电'],
  [MODEL_GT800, 'GT06 协议 · 4G · 有线供电 · 支持断油电'],
  [MODEL_VL802, 'JT/T 808 协议 · 4G · 北斗/GPS 双模 · 支持断油电'],
  [MODEL_JT808, 'JT/T 808 协议 · 2G · 有线供电 · 支持断油电与文本下发'],
  [MODEL_AT4, 'GT06 协议 · 2G · 内置电池（无线） · 不支持断油电'],
];

const FUEL_TYPES: readonly [string, string][] = [
  ['gasoline', '汽油'],
  ['diesel', '柴油'],
  ['electric', '纯电动'],
  ['hybrid', '混合动力'],
  ['cng', '天然气（CNG）'],
  ['lng', '液化天然气（LNG）'],
  ['other', '其他'],
];

/** Plate colours with their JT/T 808 / JT/T 415 codes (the protocol sends the number). */
const PLATE_COLOURS: readonly [string, string, string][] = [
  ['1', '蓝色', '#0052d9'],
  ['2', '黄色', '#f5c400'],
  ['3', '黑色', '#000000'],
  ['4', '白色', '#ffffff'],
  ['5', '绿色（新能源）', '#2ba471'],
  ['93', '黄绿双拼色', '#a4c639'],
  ['9', '其他', '#8c8c8c'],
];

interface Item {
  type: DictionaryType;
  code: string;
  name: string;
  extra: string | null;
}

function items(): Item[] {
  return [
    ...VEHICLE_STATES.map((state): Item => ({ type: 'vehicleState', code: state, name: VEHICLE_STATE_NAMES[state].name, extra: VEHICLE_STATE_NAMES[state].colour })),
    ...ALARM_TYPES.map((type): Item => ({ type: 'alarmType', code: type, name: ALARM_TYPE_INFO[type].name, extra: ALARM_LEVEL_NAMES[ALARM_TYPE_INFO[type].level] })),
    ...COMMANDS.map((command): Item => ({ type: 'commandType', code: command.code, name: command.name, extra: command.description })),
    ...DEVICE_MODELS.map(([model, note]): Item => ({ type: 'deviceModel', code: model, name: model, extra: note })),
    ...FUEL_TYPES.map(([code, name]): Item => ({ type: 'fuelType', code, name, extra: null })),
    ...PLATE_COLOURS.map(([code, name, colour]): Item => ({ type: 'plateColor', code, name, extra: colour })),
  ];
}

/** Fills the dictionary; part of the first-start seed transaction. */
export function seedDictionary(db: Db): void {
  const insert = db.prepare<[string, string, string, string | null, number]>(
    'INSERT INTO dictionary_items (type, code, name, extra, sort) VALUES (?, ?, ?, ?, ?)',
  );
  const sortByType = new Map<string, number>();
  for (const item of items()) {
    const sort = (sortByType.get(item.type) ?? 0) + 1;
    sortByType.set(item.type, sort);
    insert.run(item.type, item.code, item.name, item.extra, sort);
  }
}

import * as z from 'zod/mini';

/** The code tables of `/car/v4/api/system/dictionary/list.json` (the shell keeps them under the `dictionary` storage key). */
export const DICTIONARY_TYPES = ['vehicleState', 'alarmType', 'commandType', 'deviceModel', 'fuelType', 'plateColor'] as const;
export type DictionaryType = (typeof DICTIONARY_TYPES)[number];

export const dictionaryItemSchema = z.object({
  /** what other endpoints send (`online`, `sos`, `FUEL_CUT` ...) */
  code: z.string(),
  /** what people read (在线, 紧急报警, 断油电 ...) */
  name: z.string(),
  /** a hint for the UI, e.g. a colour, an alarm level, a protocol; null when none */
  extra: z.nullable(z.string()),
  sort: z.number(),
});
export type DictionaryItem = z.infer<typeof dictionaryItemSchema>;

export const dictionaryGroupSchema = z.object({
  type: z.enum(DICTIONARY_TYPES),
  /** the table's Chinese title */
  name: z.string(),
  items: z.array(dictionaryItemSchema),
});
export type DictionaryGroup = z.infer<typeof dictionaryGroupSchema>;

export const dictionaryListSchema = z.array(dictionaryGroupSchema);

export const DICTIONARY_TYPE_NAMES: Record<DictionaryType, string> = {
  vehicleState: '车辆状态',
  alarmType: '报警类型',
  commandType: '指令类型',
  deviceModel: '设备型号',
  fuelType: '燃料类型',
  plateColor: '车牌颜色',
};

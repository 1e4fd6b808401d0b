import type { CommandCode, CommandParam, CommandParams, CommandType } from '@shared/api/dto/command-dto';
import { COMMAND_TEXT_MAX } from '@shared/api/endpoints/command-endpoints';
import { refuse } from '../http/refusal';

/**
 * Every command the platform can send, in one place: what the console's dialog shows, which device
 * models understand it (the seed's models, vehicle-generator.ts), and the safety rules that go with
 * it. Codes are ours; a device gateway maps them to GT06 / JT/T 808 messages.
 */

export const MODEL_GT06N = 'GT06N 有线';
export const MODEL_GT800 = 'GT800 4G';
export const MODEL_VL802 = 'VL802 4G北斗';
export const MODEL_JT808 = 'JT808-T3 有线';
export const MODEL_AT4 = 'AT4 无线';

/** Wired models have a relay on the fuel pump / ignition line; the battery-powered AT4 has none. */
const WIRED = [MODEL_GT06N, MODEL_GT800, MODEL_VL802, MODEL_JT808];
const ALL = [...WIRED, MODEL_AT4];

export const UPLOAD_INTERVAL_MIN_S = 10;
export const UPLOAD_INTERVAL_MAX_S = 3600;

const SECONDS: CommandParam = { key: 'seconds', label: '上传间隔', kind: 'integer', min: UPLOAD_INTERVAL_MIN_S, max: UPLOAD_INTERVAL_MAX_S, unit: '秒' };
const TEXT: CommandParam = { key: 'text', label: '文本内容', kind: 'text', min: 1, max: COMMAND_TEXT_MAX, unit: null };

export interface CommandDefinition extends CommandType {
  /** refused for a vehicle reporting speed > 0 (cutting fuel at speed is dangerous) */
  refuseWhileMoving: boolean;
  /** the extra button permission the command needs besides car:command:send, if any */
  extraPermission: string | null;
}

const define = (
  code: CommandCode,
  name: string,
  description: string,
  models: string[],
  options: Partial<Pick<CommandDefinition, 'needsConfirmation' | 'queueable' | 'params' | 'refuseWhileMoving' | 'extraPermission'>> = {},
): CommandDefinition => ({
  code,
  name,
  description,
  models,
  needsConfirmation: options.needsConfirmation ?? false,
  queueable: options.queueable ?? true,
  params: options.params ?? [],
  refuseWhileMoving: options.refuseWhileMoving ?? false,
  extraPermission: options.extraPermission ?? null,
});

export const PERMISSION_SEND = 'car:command:send';
export const PERMISSION_FUEL_CUT = 'car:command:fuelCut';

export const COMMANDS: readonly CommandDefinition[] = [
  // Not queueable: whether the vehicle is moving when it comes back online is unknown.
  define('FUEL_CUT', '断油电', '切断车辆油路/电路，车辆将无法启动', WIRED, {
    needsConfirmation: true,
    queueable: false,
    refuseWhileMoving: true,
    extraPermission: PERMISSION_FUEL_CUT,
  }),
  define('FUEL_RESTORE', '恢复油电', '恢复车辆油路/电路', WIRED, { extraPermission: PERMISSION_FUEL_CUT }),
  define('UPLOAD_INTERVAL', '设置上传间隔', '设置设备定位数据的上传间隔', ALL, { params: [SECONDS] }),
  define('REBOOT', '重启', '远程重启设备', ALL),
  define('FACTORY_RESET', '恢复出厂设置', '清除设备的全部设置，恢复为出厂状态', ALL, { needsConfirmation: true }),
  // Queueable like every command but the fuel cut (fleet-domain.md: "Offline vehicles can queue"):
  // a device that comes back online reports where it is now, which is what the operator asked.
  define('LOCATE', '立即定位', '点名：要求设备立即上报一次位置', ALL),
  define('ARM', '设防', '开启震动、位移等防盗报警', [MODEL_GT06N, MODEL_GT800, MODEL_VL802, MODEL_AT4]),
  define('DISARM', '撤防', '关闭震动、位移等防盗报警', [MODEL_GT06N, MODEL_GT800, MODEL_VL802, MODEL_AT4]),
  define('QUERY_PARAMS', '查询参数', '查询设备的服务器、上传间隔等参数', ALL),
  define('QUERY_STATUS', '查询状态', '查询设备的电源、定位、ACC 和信号状态', ALL),
  define('QUERY_VERSION', '查询版本', '查询设备的固件版本', ALL),
  define('SEND_TEXT', '下发文本', '向车载终端显示屏下发文本消息', [MODEL_VL802, MODEL_JT808], { params: [TEXT] }),
];

const BY_CODE = new Map(COMMANDS.map((command) => [command.code, command]));

export function commandOf(code: CommandCode): CommandDefinition {
  const command = BY_CODE.get(code);
  if (!command) throw new Error(`unknown command ${code}`);
  return command;
}

/** The public part of a definition: what `listCommandType.json` answers. */
export function publicCommandType(command: CommandDefinition): CommandType {
  const { refuseWhileMoving: _moving, extraPermission: _permission, ...type } = command;
  return { ...type, models: [...type.models], params: type.params.map((param) => ({ ...param })) };
}

/**
 * Checks the parameters a command takes (and only those): an integer in range, a text within its
 * length. Returns the normalised parameters to store; refuses with a Chinese message.
 */
export function checkParams(command: CommandDefinition, given: CommandParams | undefined): CommandParams {
  const params: CommandParams = {};
  for (const param of command.params) {
    const value = given?.[param.key];
    if (param.kind === 'integer') {
      if (typeof value !== 'number' || !Number.isInteger(value)) refuse(`请填写${param.label}（整数，单位${param.unit ?? ''}）`);
      if (value < param.min || value > param.max) refuse(`${param.label}必须在 ${param.min} 到 ${param.max}${param.unit ?? ''}之间`);
      params.seconds = value;
    } else {
      const text = typeof value === 'string' ? value.trim() : '';
      // counted in characters as a person sees them, not UTF-16 units
      const length = Array.from(text).length;
      if (length < param.min) refuse(`请填写${param.label}`);
      if (length > param.max) refuse(`${param.label}不能超过 ${param.max} 个字`);
      params.text = text;
    }
  }
  return params;
}

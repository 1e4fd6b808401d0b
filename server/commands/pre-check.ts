import type { CheckReason, CommandTargetCheck } from '@shared/api/dto/command-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { PERMISSION_SEND, type CommandDefinition } from './command-catalogue';

/**
 * The per-vehicle pre-check (fleet-domain.md "Commands"), as a pure function so every reason is a
 * row in a table test. The send endpoint runs the same function again on fresh facts: the client's
 * pre-check result is never trusted.
 */

/** What the database knows about one target vehicle; null for an unknown or out-of-scope vehicle. */
export interface TargetFacts {
  vehicleId: number;
  plate: string;
  model: string;
  state: VehicleState;
  /** km/h, as last reported */
  speed: number;
  /** 'YYYY-MM-DD'; null when never activated */
  platformExpireDate: string | null;
  /** the same command is still queued or awaiting the device's answer */
  pending: boolean;
}

export const REASON_TEXT: Record<CheckReason, string> = {
  ok: '',
  notFound: '车辆不存在或无权操作',
  noPermission: '您没有下发该指令的权限',
  inactive: '设备未激活',
  expired: '平台服务已到期，请续费后再下发',
  unsupported: '该设备型号不支持此指令',
  offline: '车辆离线',
  moving: '车辆行驶中（速度大于 0），禁止断油电',
  pending: '该指令正在下发中，请等待结果',
};

/** Vehicles whose device holds a network connection: online, parked, or online without a GPS fix. */
const CONNECTED: ReadonlySet<VehicleState> = new Set<VehicleState>(['online', 'stationary', 'onlineNoFix']);

export function isConnected(state: VehicleState): boolean {
  return CONNECTED.has(state);
}

/** Whether the caller's button permissions allow this command at all. */
export function mayUse(command: CommandDefinition, permissions: ReadonlySet<string>): boolean {
  return permissions.has(PERMISSION_SEND) && (command.extraPermission === null || permissions.has(command.extraPermission));
}

function result(vehicleId: number, plate: string | null, reasonCode: CheckReason, canQueue = false): CommandTargetCheck {
  return { vehicleId, plate, ok: reasonCode === 'ok', reasonCode, reason: REASON_TEXT[reasonCode], canQueue };
}

/**
 * Checks one vehicle. The order matters: scope first (an unknown vehicle says nothing more), then
 * who is asking, then facts that no waiting can fix (activation, expiry, model), and last the ones
 * that change with time (a pending delivery, offline, moving).
 */
export function checkTarget(
  command: CommandDefinition,
  vehicleId: number,
  facts: TargetFacts | null,
  permissions: ReadonlySet<string>,
  today: string,
): CommandTargetCheck {
  if (!facts) return result(vehicleId, null, 'notFound');
  const { plate } = facts;
  if (!mayUse(command, permissions)) return result(vehicleId, plate, 'noPermission');
  if (facts.state === 'inactive' || facts.platformExpireDate === null) return result(vehicleId, plate, 'inactive');
  if (facts.state === 'expired' || facts.platformExpireDate < today) return result(vehicleId, plate, 'expired');
  if (!command.models.includes(facts.model)) return result(vehicleId, plate, 'unsupported');
  if (facts.pending) return result(vehicleId, plate, 'pending');
  if (!isConnected(facts.state)) return result(vehicleId, plate, 'offline', command.queueable);
  if (command.refuseWhileMoving && facts.speed > 0) return result(vehicleId, plate, 'moving');
  return result(vehicleId, plate, 'ok');
}

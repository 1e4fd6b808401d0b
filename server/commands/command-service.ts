import type {
  CommandCheckResult,
  CommandCode,
  CommandParams,
  CommandSendItem,
  CommandSendResult,
  CommandTargetCheck,
} from '@shared/api/dto/command-dto';
import type { AuthContext } from '../auth/auth-context';
import type { CommandRepository, NewDelivery } from '../db/command-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { chinaDay } from '@shared/api/time/china-time';
import { checkParams, commandOf, type CommandDefinition } from './command-catalogue';
import type { ConfirmTokens } from './confirm-token';
import { STATUS_NAME, isRetryable, queuedState, refusedState, sentState, transition } from './delivery-state';
import { checkTarget, mayUse } from './pre-check';

/**
 * The command workflow behind the routes: pre-check, send (which checks again on fresh facts) and
 * retry. Route modules only validate input and wrap results in the envelope.
 */

export const MSG_NO_COMMAND_PERMISSION = '您没有下发该指令的权限';
export const MSG_CONFIRM_REQUIRED = '该指令需要二次确认：请先预检并在确认后下发';
export const MSG_NOTHING_TO_RETRY = '没有可重试的指令（只有执行失败或超时的指令可以重试）';

export type Outcome<T> = { ok: true; value: T } | { ok: false; msg: string };

export interface CommandService {
  check(auth: AuthContext, code: CommandCode, vehicleIds: readonly number[], now: number): CommandCheckResult;
  send(auth: AuthContext, request: SendInput, now: number): Outcome<CommandSendResult>;
  retry(auth: AuthContext, deliveryIds: readonly number[], queueOffline: boolean, now: number): Outcome<CommandSendItem[]>;
}

export interface SendInput {
  commandCode: CommandCode;
  vehicleIds: readonly number[];
  params?: CommandParams;
  queueOffline: boolean;
  confirmToken?: string;
}

/** Duplicates in a request are one vehicle: a vehicle gets a command once per batch. */
function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

function checkAll(commands: CommandRepository, auth: AuthContext, command: CommandDefinition, vehicleIds: readonly number[], now: number): CommandTargetCheck[] {
  const facts = commands.targetFacts(vehicleScopeOf(auth), vehicleIds, command.code);
  const permissions = commands.permissionsOf(auth.roleId);
  const today = chinaDay(now);
  return vehicleIds.map((vehicleId) => checkTarget(command, vehicleId, facts.get(vehicleId) ?? null, permissions, today));
}

function sendItem(check: CommandTargetCheck, status: CommandSendItem['status']): CommandSendItem {
  const refused = status === 'refused';
  return { vehicleId: check.vehicleId, plate: check.plate, status, reasonCode: refused ? check.reasonCode : null, reason: refused ? check.reason : STATUS_NAME[status] };
}

export function createCommandService(commands: CommandRepository, tokens: ConfirmTokens): CommandService {
  return {
    check(auth, code, vehicleIds, now) {
      const command = commandOf(code);
      const list = checkAll(commands, auth, command, unique(vehicleIds), now);
      const okCount = list.filter((item) => item.ok).length;
      const queueableCount = list.filter((item) => item.canQueue).length;
      const confirmable = command.needsConfirmation && mayUse(command, commands.permissionsOf(auth.roleId)) && okCount + queueableCount > 0;
      return {
        commandCode: code,
        list,
        okCount,
        queueableCount,
        refusedCount: list.length - okCount - queueableCount,
        confirmToken: confirmable ? tokens.issue(auth.userId, code, now) : null,
      };
    },

    send(auth, request, now) {
      const command = commandOf(request.commandCode);
      if (!mayUse(command, commands.permissionsOf(auth.roleId))) return { ok: false, msg: MSG_NO_COMMAND_PERMISSION };
      const params = checkParams(command, request.params);
      if (!params.ok) return { ok: false, msg: params.msg };
      if (command.needsConfirmation && !(request.confirmToken && tokens.verify(request.confirmToken, auth.userId, command.code, now))) {
        return { ok: false, msg: MSG_CONFIRM_REQUIRED };
      }
      const checks = checkAll(commands, auth, command, unique(request.vehicleIds), now);
      // out-of-scope vehicles are answered but never written: the audit trail only names visible vehicles
      const deliveries: NewDelivery[] = [];
      const list = checks.map((check) => {
        if (check.reasonCode === 'notFound') return sendItem(check, 'refused');
        const state = check.ok
          ? sentState(now)
          : check.canQueue && request.queueOffline
            ? queuedState(now)
            : refusedState(now, check.reasonCode);
        deliveries.push({ vehicleId: check.vehicleId, state });
        return sendItem(check, state.status);
      });
      const batchId = commands.createBatch({
        customerId: auth.customerId,
        userId: auth.userId,
        commandCode: command.code,
        params: params.params,
        queueOffline: request.queueOffline,
        createdAt: now,
        deliveries,
      });
      const count = (status: CommandSendItem['status']) => list.filter((item) => item.status === status).length;
      return { ok: true, value: { batchId, list, sentCount: count('sent'), queuedCount: count('queued'), refusedCount: count('refused') } };
    },

    retry(auth, deliveryIds, queueOffline, now) {
      const candidates = commands.retryCandidates(vehicleScopeOf(auth), unique(deliveryIds));
      const permissions = commands.permissionsOf(auth.roleId);
      const today = chinaDay(now);
      const items: CommandSendItem[] = [];
      for (const candidate of candidates) {
        const command = commandOf(candidate.commandCode);
        if (!isRetryable(candidate.state.status)) continue;
        const check = checkTarget(command, candidate.facts.vehicleId, candidate.facts, permissions, today);
        if (!check.ok && !(check.canQueue && queueOffline)) {
          items.push(sendItem(check, 'refused'));
          continue;
        }
        const next = transition(candidate.state, { type: 'retry', at: now, connected: check.ok, queueOffline });
        commands.saveState(candidate.deliveryId, next);
        items.push({ ...sendItem(check, next.status), reasonCode: null, reason: STATUS_NAME[next.status] });
      }
      if (items.length === 0) return { ok: false, msg: MSG_NOTHING_TO_RETRY };
      return { ok: true, value: items };
    },
  };
}

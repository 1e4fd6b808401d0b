import type { CommandCheckResult, CommandSendItem, CommandSendResult, CommandTargetCheck, CommandType } from '@shared/api/dto/command-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { checkCommandTargetsEndpoint, retryCommandsEndpoint, sendCommandsEndpoint } from '@shared/api/endpoints/command-endpoints';
import { chinaDay } from '@shared/api/time/china-time';
import type { AuthContext } from '../auth/auth-context';
import type { CommandRepository, NewDelivery } from '../db/command-repository';
import { vehicleScopeOf } from '../db/vehicle-scope';
import { refuse } from '../http/refusal';
import { COMMANDS, checkParams, commandOf, publicCommandType, type CommandDefinition } from './command-catalogue';
import type { ConfirmCheck, ConfirmTokens } from './confirm-token';
import { STATUS_NAME, isRetryable, queuedState, refusedState, sentState, transition } from './delivery-state';
import { checkTarget, mayUse } from './pre-check';

/**
 * The command workflow behind the routes: the catalogue, pre-check, send (which checks again on
 * fresh facts) and retry. Request shapes are checked before this, by the endpoints' schemas; a rule
 * that says no refuses with a Chinese message.
 */

export const MSG_NO_COMMAND_PERMISSION = '您没有下发该指令的权限';
export const MSG_CONFIRM_REQUIRED = '该指令需要二次确认：请先预检并在确认后下发';
export const MSG_CONFIRM_MISMATCH = '确认的指令、参数或车辆与本次下发不一致，请重新预检并确认';
export const MSG_CONFIRM_USED = '该确认已使用，请重新预检并确认';
export const MSG_CONFIRM_EXPIRED = '确认已过期（有效 5 分钟），请重新预检并确认';

/** Why a confirmation token was not accepted, as the operator reads it. */
const CONFIRM_REFUSALS: Record<Exclude<ConfirmCheck, 'ok'>, string> = {
  invalid: MSG_CONFIRM_MISMATCH,
  used: MSG_CONFIRM_USED,
  expired: MSG_CONFIRM_EXPIRED,
};
export const MSG_NOTHING_TO_RETRY = '没有可重试的指令（只有执行失败或超时的指令可以重试）';

export interface CommandServiceDeps {
  commands: CommandRepository;
  tokens: ConfirmTokens;
  now: () => number;
}

/** Duplicates in a request are one vehicle: a vehicle gets a command once per batch. */
function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

function sendItem(check: CommandTargetCheck, status: CommandSendItem['status']): CommandSendItem {
  const refused = status === 'refused';
  return { vehicleId: check.vehicleId, plate: check.plate, status, reasonCode: refused ? check.reasonCode : null, reason: refused ? check.reason : STATUS_NAME[status] };
}

export function createCommandService({ commands, tokens, now }: CommandServiceDeps) {
  const checkAll = (auth: AuthContext, command: CommandDefinition, vehicleIds: readonly number[], at: number): CommandTargetCheck[] => {
    const facts = commands.targetFacts(vehicleScopeOf(auth), vehicleIds, command.code);
    const permissions = commands.permissionsOf(auth.roleId);
    const today = chinaDay(at);
    return vehicleIds.map((vehicleId) => checkTarget(command, vehicleId, facts.get(vehicleId) ?? null, permissions, today));
  };

  return {
    types(): CommandType[] {
      return COMMANDS.map(publicCommandType);
    },

    check(auth: AuthContext, request: ParsedRequestOf<typeof checkCommandTargetsEndpoint>): CommandCheckResult {
      const at = now();
      const command = commandOf(request.commandCode);
      const vehicleIds = unique(request.vehicleIds);
      const list = checkAll(auth, command, vehicleIds, at);
      const okCount = list.filter((item) => item.ok).length;
      const queueableCount = list.filter((item) => item.canQueue).length;
      const confirmable = command.needsConfirmation && mayUse(command, commands.permissionsOf(auth.roleId)) && okCount + queueableCount > 0;
      // the token confirms what the dialog shows: this command, these parameters, exactly these vehicles
      const confirmToken = confirmable ? tokens.issue({ userId: auth.userId, code: command.code, params: checkParams(command, request.params), vehicleIds }, at) : null;
      return {
        commandCode: command.code,
        list,
        okCount,
        queueableCount,
        refusedCount: list.length - okCount - queueableCount,
        confirmToken,
      };
    },

    send(auth: AuthContext, request: ParsedRequestOf<typeof sendCommandsEndpoint>): CommandSendResult {
      const at = now();
      const command = commandOf(request.commandCode);
      if (!mayUse(command, commands.permissionsOf(auth.roleId))) refuse(MSG_NO_COMMAND_PERMISSION);
      const params = checkParams(command, request.params);
      const vehicleIds = unique(request.vehicleIds);
      if (command.needsConfirmation) {
        if (!request.confirmToken) refuse(MSG_CONFIRM_REQUIRED);
        // checked last among the refusals so that a token is only used up by a batch that is written
        const confirmed = tokens.redeem(request.confirmToken, { userId: auth.userId, code: command.code, params, vehicleIds }, at);
        if (confirmed !== 'ok') refuse(CONFIRM_REFUSALS[confirmed]);
      }
      const queueOffline = request.queueOffline ?? false;
      // out-of-scope vehicles are answered but never written: the audit trail only names visible vehicles
      const deliveries: NewDelivery[] = [];
      const list = checkAll(auth, command, vehicleIds, at).map((check) => {
        if (check.reasonCode === 'notFound') return sendItem(check, 'refused');
        const state = check.ok ? sentState(at) : check.canQueue && queueOffline ? queuedState(at) : refusedState(at, check.reasonCode);
        deliveries.push({ vehicleId: check.vehicleId, state });
        return sendItem(check, state.status);
      });
      const batchId = commands.createBatch({
        customerId: auth.customerId,
        userId: auth.userId,
        commandCode: command.code,
        params,
        queueOffline,
        createdAt: at,
        deliveries,
      });
      const count = (status: CommandSendItem['status']) => list.filter((item) => item.status === status).length;
      return { batchId, list, sentCount: count('sent'), queuedCount: count('queued'), refusedCount: count('refused') };
    },

    retry(auth: AuthContext, request: ParsedRequestOf<typeof retryCommandsEndpoint>): CommandSendItem[] {
      const at = now();
      const queueOffline = request.queueOffline ?? false;
      const candidates = commands.retryCandidates(vehicleScopeOf(auth), unique(request.deliveryIds));
      const permissions = commands.permissionsOf(auth.roleId);
      const today = chinaDay(at);
      const items: CommandSendItem[] = [];
      for (const candidate of candidates) {
        if (!isRetryable(candidate.state.status)) continue;
        const check = checkTarget(commandOf(candidate.commandCode), candidate.facts.vehicleId, candidate.facts, permissions, today);
        if (!check.ok && !(check.canQueue && queueOffline)) {
          items.push(sendItem(check, 'refused'));
          continue;
        }
        const next = transition(candidate.state, { type: 'retry', at, connected: check.ok, queueOffline });
        commands.saveState(candidate.deliveryId, next);
        items.push({ ...sendItem(check, next.status), reasonCode: null, reason: STATUS_NAME[next.status] });
      }
      if (items.length === 0) refuse(MSG_NOTHING_TO_RETRY);
      return items;
    },
  };
}

export type CommandService = ReturnType<typeof createCommandService>;

import { DELIVERY_STATUS_NAMES, type DeliveryStatus } from '@shared/api/dto/command-dto';

/**
 * One vehicle's delivery as a pure state machine:
 *
 *   (send) ──► sent ──reply ok──► acknowledged
 *     │         ├──reply fail──► failed ──retry──► sent | queued
 *     │         └──no answer in ACK_TIMEOUT──► timedOut ──retry──► sent | queued
 *     └──► queued ──vehicle online──► sent
 *             └──not online within QUEUE_TTL──► timedOut
 *   refused: decided by the pre-check at send time; final.
 *
 * The route (send, retry) and the simulator (online, reply, clock) only call `transition`; an event
 * that does not apply to the current state leaves it unchanged, so a late reply after a time-out
 * cannot resurrect a delivery.
 */

/** A device that has not answered a minute after the command went out is reported as timed out. */
export const ACK_TIMEOUT_MS = 60_000;
/** Offline commands wait a day for the vehicle; then the operator decides again. */
export const QUEUE_TTL_MS = 24 * 3_600_000;

export type EndReason = 'deviceFailed' | 'noReply' | 'queueExpired';

export const END_REASON_TEXT: Record<EndReason, string> = {
  deviceFailed: '设备执行失败',
  noReply: '设备未应答（超时）',
  queueExpired: '车辆在有效期内未上线，离线指令已过期',
};

/** one list of names for the server's answers and the console's dialog */
export const STATUS_NAME: Record<DeliveryStatus, string> = DELIVERY_STATUS_NAMES;

export interface DeliveryState {
  status: DeliveryStatus;
  /** pre-check reason for 'refused', end reason for 'failed' / 'timedOut', else null */
  reasonCode: string | null;
  queuedAt: number | null;
  queueExpiresAt: number | null;
  sentAt: number | null;
  finishedAt: number | null;
  reply: string | null;
  attempt: number;
}

export type DeliveryEvent =
  | { type: 'vehicleOnline'; at: number }
  | { type: 'deviceReply'; at: number; success: boolean; reply: string }
  | { type: 'clock'; at: number }
  | { type: 'retry'; at: number; connected: boolean; queueOffline: boolean };

const EMPTY: Omit<DeliveryState, 'status'> = {
  reasonCode: null,
  queuedAt: null,
  queueExpiresAt: null,
  sentAt: null,
  finishedAt: null,
  reply: null,
  attempt: 1,
};

export function sentState(at: number, attempt = 1): DeliveryState {
  return { ...EMPTY, status: 'sent', sentAt: at, attempt };
}

export function queuedState(at: number, attempt = 1): DeliveryState {
  return { ...EMPTY, status: 'queued', queuedAt: at, queueExpiresAt: at + QUEUE_TTL_MS, attempt };
}

export function refusedState(at: number, reasonCode: string): DeliveryState {
  return { ...EMPTY, status: 'refused', reasonCode, finishedAt: at };
}

export function isOpen(status: DeliveryStatus): boolean {
  return status === 'queued' || status === 'sent';
}

export function isRetryable(status: DeliveryStatus): boolean {
  return status === 'failed' || status === 'timedOut';
}

/** sent → answer, for the audit trail; null while unanswered or when the device never answered. */
export function latencyOf(state: DeliveryState): number | null {
  if (state.sentAt === null || state.finishedAt === null || state.reply === null) return null;
  return state.finishedAt - state.sentAt;
}

export function transition(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  switch (event.type) {
    case 'vehicleOnline':
      if (state.status !== 'queued') return state;
      return { ...state, status: 'sent', sentAt: event.at };
    case 'deviceReply':
      if (state.status !== 'sent') return state;
      return event.success
        ? { ...state, status: 'acknowledged', finishedAt: event.at, reply: event.reply }
        : { ...state, status: 'failed', reasonCode: 'deviceFailed', finishedAt: event.at, reply: event.reply };
    case 'clock':
      if (state.status === 'sent' && state.sentAt !== null && event.at - state.sentAt >= ACK_TIMEOUT_MS) {
        return { ...state, status: 'timedOut', reasonCode: 'noReply', finishedAt: event.at };
      }
      if (state.status === 'queued' && state.queueExpiresAt !== null && event.at >= state.queueExpiresAt) {
        return { ...state, status: 'timedOut', reasonCode: 'queueExpired', finishedAt: event.at };
      }
      return state;
    case 'retry':
      if (!isRetryable(state.status)) return state;
      if (event.connected) return sentState(event.at, state.attempt + 1);
      return event.queueOffline ? queuedState(event.at, state.attempt + 1) : state;
  }
}

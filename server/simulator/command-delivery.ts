import { planReply, replyText } from '../commands/device-replies';
import { transition, type DeliveryState } from '../commands/delivery-state';
import { isConnected } from '../commands/pre-check';
import { createCommandDeliveryRepository, type OpenDeliveryRow } from '../db/command-delivery-repository';
import { stateOf } from '../db/command-record-repository';
import type { Db } from '../db/connection';

/** Open deliveries looked at per call; the simulator calls again (after yielding) until it reaches the end. */
export const DELIVERY_BATCH = 500;

function paramsOf(text: string): { seconds?: number; text?: string } {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null ? (value as { seconds?: number; text?: string }) : {};
}

/** What happens to one open delivery at `now`: the device goes online, answers, or stays silent too long. */
export function advanceDelivery(row: OpenDeliveryRow, now: number): DeliveryState {
  const state = stateOf(row);
  if (state.status === 'queued') {
    const expired = transition(state, { type: 'clock', at: now });
    return expired !== state ? expired : isConnected(row.state) ? transition(state, { type: 'vehicleOnline', at: now }) : state;
  }
  const plan = planReply(row.id, row.attempt);
  if (plan.kind !== 'silent' && state.sentAt !== null && now - state.sentAt >= plan.delayMs) {
    const success = plan.kind === 'ack';
    const device = { deviceNo: row.device_no, model: row.model, lng: row.lng, lat: row.lat, accOn: row.acc_on === 1, gsmSignal: row.gsm_signal, voltage: row.voltage };
    return transition(state, { type: 'deviceReply', at: state.sentAt + plan.delayMs, success, reply: replyText(row.command_code, success, paramsOf(row.params), device) });
  }
  return transition(state, { type: 'clock', at: now });
}

/**
 * The simulator's side of command delivery (one hook in simulator.ts): queued commands go out when
 * their vehicle is connected, sent ones get the device's answer after a few seconds, a few fail or
 * never answer and time out.
 *
 * Each call looks at the next `limit` open deliveries after its cursor (keyset on the id, over the
 * partial index of open deliveries) and returns how many it looked at; fewer than `limit` means it
 * reached the end, and the next call starts again from the first open delivery.
 */
export function createCommandDelivery(db: Db): (now: number, limit?: number) => number {
  const deliveries = createCommandDeliveryRepository(db);
  let cursor = 0;
  return (now, limit = DELIVERY_BATCH) => {
    const rows = deliveries.openAfter(cursor, limit);
    db.transaction(() => {
      for (const row of rows) {
        const next = advanceDelivery(row, now);
        if (next.status === row.status && next.sentAt === row.sent_at) continue;
        deliveries.advance(row.id, row.status, next);
      }
    })();
    cursor = rows.length < limit ? 0 : (rows[rows.length - 1]?.id ?? 0);
    return rows.length;
  };
}

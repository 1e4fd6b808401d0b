import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { planReply, replyText } from '../commands/device-replies';
import { transition, type DeliveryState } from '../commands/delivery-state';
import { isConnected } from '../commands/pre-check';
import { stateOf, type DeliveryRow } from '../db/command-record-repository';
import type { Db } from '../db/connection';

/** Open deliveries looked at per call; the simulator calls again (after yielding) until it reaches the end. */
export const DELIVERY_BATCH = 500;

/** A delivery still open, with what the simulated device needs to answer it. */
interface OpenRow extends DeliveryRow {
  params: string;
  device_no: string;
  model: string;
  state: VehicleState;
  lng: number | null;
  lat: number | null;
  acc_on: number;
  gsm_signal: number | null;
  voltage: number | null;
}

function paramsOf(text: string): { seconds?: number; text?: string } {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null ? (value as { seconds?: number; text?: string }) : {};
}

/** What happens to one open delivery at `now`: the device goes online, answers, or stays silent too long. */
export function advanceDelivery(row: OpenRow, now: number): DeliveryState {
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
  const open = db.prepare<[number, number], OpenRow>(`
    SELECT d.id, d.command_code, d.status, d.reason_code, d.queued_at, d.queue_expires_at, d.sent_at, d.finished_at, d.reply, d.attempt,
           b.params, v.device_no, v.model, s.state, s.lng, s.lat, s.acc_on, s.gsm_signal, s.voltage
    FROM command_deliveries d
    JOIN command_batches b ON b.id = d.batch_id
    JOIN vehicles v ON v.id = d.vehicle_id
    JOIN vehicle_status s ON s.vehicle_id = d.vehicle_id
    WHERE d.status IN ('queued', 'sent') AND d.id > ?
    ORDER BY d.id LIMIT ?`);
  const save = db.prepare(`UPDATE command_deliveries SET status = @status, reason_code = @reasonCode, sent_at = @sentAt,
    finished_at = @finishedAt, reply = @reply WHERE id = @id AND status = @from`);
  let cursor = 0;
  return (now, limit = DELIVERY_BATCH) => {
    const rows = open.all(cursor, limit);
    db.transaction(() => {
      for (const row of rows) {
        const next = advanceDelivery(row, now);
        if (next.status === row.status && next.sentAt === row.sent_at) continue;
        // `status = @from` keeps a concurrent retry or answer from being overwritten
        save.run({ id: row.id, from: row.status, status: next.status, reasonCode: next.reasonCode, sentAt: next.sentAt, finishedAt: next.finishedAt, reply: next.reply });
      }
    })();
    cursor = rows.length < limit ? 0 : (rows[rows.length - 1]?.id ?? 0);
    return rows.length;
  };
}

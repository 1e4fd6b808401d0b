import type { DeliveryStatus } from '@shared/api/dto/command-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { DeliveryState } from '../commands/delivery-state';
import type { DeliveryRow } from './command-record-repository';
import type { Db } from './connection';

/**
 * The device side of command deliveries, as the simulator plays it: the open deliveries with what
 * the simulated device needs to answer, and the state changes the device's answers (or silence) make.
 * The sending side (batches, retries) lives in command-repository.ts.
 */

/** A delivery still open, with what the simulated device needs to answer it. */
export interface OpenDeliveryRow extends DeliveryRow {
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

export interface CommandDeliveryRepository {
  /** open (queued, sent) deliveries with id > `afterId`, by id: a keyset walk over the partial index of open deliveries */
  openAfter(afterId: number, limit: number): OpenDeliveryRow[];
  /**
   * Stores the delivery's next state (status, reason, sent and finished time, reply) only while it is
   * still `from`, so a concurrent retry or answer is never overwritten.
   */
  advance(deliveryId: number, from: DeliveryStatus, next: DeliveryState): void;
}

export function createCommandDeliveryRepository(db: Db): CommandDeliveryRepository {
  const open = db.prepare<[number, number], OpenDeliveryRow>(`
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

  return {
    openAfter: (afterId, limit) => open.all(afterId, limit),
    advance: (deliveryId, from, next) => {
      save.run({ id: deliveryId, from, status: next.status, reasonCode: next.reasonCode, sentAt: next.sentAt, finishedAt: next.finishedAt, reply: next.reply });
    },
  };
}

import type { CommandCode, CommandParams } from '@shared/api/dto/command-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import { PERMISSION_FUEL_CUT, PERMISSION_SEND, commandOf } from '../commands/command-catalogue';
import { ACK_TIMEOUT_MS, queuedState, refusedState, sentState, transition, type DeliveryState } from '../commands/delivery-state';
import { planReply, replyText } from '../commands/device-replies';
import { checkTarget } from '../commands/pre-check';
import { createCommandRepository, type NewDelivery } from '../db/command-repository';
import type { Db } from '../db/connection';
import { chinaDay } from '@shared/api/time/china-time';
import { createPrng } from './prng';
import { HOUR_MS, MINUTE_MS } from '@shared/constants/time';

/**
 * A few past command batches by the operator, so the history page and the audit trail have content
 * on a fresh install. Each one went through the real pre-check and the real delivery state machine
 * with the simulated devices' answers, as if the simulator had run at the time.
 */
export const COMMAND_SEED = 0xc0_2026;

interface SeedBatch {
  code: CommandCode;
  params: CommandParams;
  vehicles: number;
  hoursAgo: number;
  queueOffline: boolean;
}

const BATCHES: readonly SeedBatch[] = [
  { code: 'QUERY_STATUS', params: {}, vehicles: 12, hoursAgo: 70, queueOffline: false },
  { code: 'UPLOAD_INTERVAL', params: { seconds: 30 }, vehicles: 25, hoursAgo: 52, queueOffline: true },
  { code: 'FUEL_CUT', params: {}, vehicles: 2, hoursAgo: 30, queueOffline: false },
  { code: 'FUEL_RESTORE', params: {}, vehicles: 2, hoursAgo: 29, queueOffline: false },
  { code: 'LOCATE', params: {}, vehicles: 8, hoursAgo: 6, queueOffline: false },
  { code: 'SEND_TEXT', params: { text: '今晚22点前请返回停车场，注意行车安全。' }, vehicles: 10, hoursAgo: 3, queueOffline: true },
];

interface FactsRow {
  id: number;
  plate: string;
  model: string;
  state: VehicleState;
  speed: number;
  platform_expire_date: string | null;
  device_no: string;
  lng: number | null;
  lat: number | null;
  acc_on: number;
  gsm_signal: number | null;
  voltage: number | null;
}

/** Plays one delivery forward from `at` to `now` the way the simulator would have. */
function settle(id: number, initial: DeliveryState, row: FactsRow, code: CommandCode, params: CommandParams, now: number): DeliveryState {
  let state = initial;
  if (state.status === 'queued') state = transition(state, { type: 'clock', at: Math.min(now, (state.queueExpiresAt ?? now) + 1) });
  if (state.status !== 'sent' || state.sentAt === null) return state;
  const plan = planReply(id, state.attempt);
  if (plan.kind === 'silent') return transition(state, { type: 'clock', at: state.sentAt + ACK_TIMEOUT_MS });
  const device = { deviceNo: row.device_no, model: row.model, lng: row.lng, lat: row.lat, accOn: row.acc_on === 1, gsmSignal: row.gsm_signal, voltage: row.voltage };
  const success = plan.kind === 'ack';
  return transition(state, { type: 'deviceReply', at: state.sentAt + plan.delayMs, success, reply: replyText(code, success, params, device) });
}

export function seedCommands(db: Db, now: number): void {
  const prng = createPrng(COMMAND_SEED);
  const operator = db.prepare<[], { id: number; customer_id: number }>("SELECT id, customer_id FROM users WHERE user_name = 'demo'").get();
  if (!operator) return;
  const vehicles = db
    .prepare<[number], FactsRow>(
      `SELECT v.id, v.plate, v.model, s.state, s.speed, v.platform_expire_date, v.device_no, s.lng, s.lat, s.acc_on, s.gsm_signal, s.voltage
       FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id WHERE v.customer_id = ? ORDER BY v.id LIMIT 400`,
    )
    .all(operator.customer_id);
  if (vehicles.length === 0) return;
  const repository = createCommandRepository(db);
  const nextId = db.prepare<[], { next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM command_deliveries');
  const permissions = new Set([PERMISSION_SEND, PERMISSION_FUEL_CUT]);
  for (const batch of BATCHES) {
    const command = commandOf(batch.code);
    const at = now - batch.hoursAgo * HOUR_MS - prng.int(0, 50) * MINUTE_MS;
    const targets = new Map<number, FactsRow>();
    while (targets.size < Math.min(batch.vehicles, vehicles.length)) {
      const row = prng.pick(vehicles);
      targets.set(row.id, row);
    }
    let id = nextId.get()?.next ?? 1;
    const deliveries: NewDelivery[] = [...targets.values()].map((row) => {
      const facts = { vehicleId: row.id, plate: row.plate, model: row.model, state: row.state, speed: row.speed, platformExpireDate: row.platform_expire_date, pending: false };
      const check = checkTarget(command, row.id, facts, permissions, chinaDay(at));
      const initial = check.ok ? sentState(at) : check.canQueue && batch.queueOffline ? queuedState(at) : refusedState(at, check.reasonCode);
      // ids are assigned in insertion order, so the device's planned answer matches what the simulator would draw
      const state = settle(id, initial, row, batch.code, batch.params, now);
      id += 1;
      return { vehicleId: row.id, state };
    });
    repository.createBatch({ customerId: operator.customer_id, userId: operator.id, commandCode: batch.code, params: batch.params, queueOffline: batch.queueOffline, createdAt: at, deliveries });
  }
}


import type { CommandCode, CommandParams } from '@shared/api/dto/command-dto';
import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { TargetFacts } from '../commands/pre-check';
import type { DeliveryState } from '../commands/delivery-state';
import { createCommandRecordRepository, stateOf, type CommandRecordRepository, type DeliveryRow } from './command-record-repository';
import type { Db } from './connection';
import { statementCache } from './statement-cache';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';

/**
 * Writing side of commands: the facts a pre-check needs, the batch with its deliveries (the audit
 * trail), and state changes of single deliveries; the reading side (progress, history) comes from
 * command-record-repository.ts, so route modules get one repository for the domain.
 */

export interface NewDelivery {
  vehicleId: number;
  state: DeliveryState;
}

export interface NewBatch {
  customerId: number;
  userId: number;
  commandCode: CommandCode;
  params: CommandParams;
  queueOffline: boolean;
  createdAt: number;
  deliveries: readonly NewDelivery[];
}

/** A delivery the retry endpoint may act on, with what the pre-check needs about its vehicle. */
export interface RetryCandidate {
  deliveryId: number;
  commandCode: CommandCode;
  state: DeliveryState;
  facts: TargetFacts;
}

export interface CommandRepository extends CommandRecordRepository {
  /** the caller's button permissions (type-3 resources of the role) */
  permissionsOf(roleId: number): Set<string>;
  /** facts for the visible vehicles among `vehicleIds`; out-of-scope and unknown ids are absent */
  targetFacts(scope: VehicleScope, vehicleIds: readonly number[], code: CommandCode): Map<number, TargetFacts>;
  createBatch(batch: NewBatch): number;
  /** visible deliveries among `deliveryIds` (the sub-user's scope applies here too) */
  retryCandidates(scope: VehicleScope, deliveryIds: readonly number[]): RetryCandidate[];
  saveState(deliveryId: number, state: DeliveryState): void;
}

interface FactsRow {
  id: number;
  plate: string;
  model: string;
  state: VehicleState;
  speed: number;
  platform_expire_date: string | null;
  pending: number;
}

function toFacts(row: FactsRow): TargetFacts {
  return {
    vehicleId: row.id,
    plate: row.plate,
    model: row.model,
    state: row.state,
    speed: row.speed,
    platformExpireDate: row.platform_expire_date,
    pending: row.pending === 1,
  };
}

const stateParams = (state: DeliveryState) => ({
  status: state.status,
  reasonCode: state.reasonCode,
  queuedAt: state.queuedAt,
  queueExpiresAt: state.queueExpiresAt,
  sentAt: state.sentAt,
  finishedAt: state.finishedAt,
  reply: state.reply,
  attempt: state.attempt,
});

export function createCommandRepository(db: Db): CommandRepository {
  const permissions = db.prepare<[number], { id: string }>(
    'SELECT r.id FROM role_resources rr JOIN resources r ON r.id = rr.resource_id WHERE rr.role_id = ? AND r.type = 3',
  );
  const factsColumns = `v.id, v.plate, v.model, s.state, s.speed, v.platform_expire_date`;
  const pendingOf = (code: string) => `EXISTS (SELECT 1 FROM command_deliveries d
      WHERE d.status IN ('queued', 'sent') AND d.vehicle_id = v.id AND d.command_code = ${code})`;
  // the scope fragment differs for operators and sub-users: prepare each shape once
  const prepared = statementCache(db);
  const factsStatement = (scope: VehicleScope) =>
    prepared(`SELECT ${factsColumns}, ${pendingOf('@code')} AS pending
        FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id
        WHERE v.id IN (SELECT value FROM json_each(@ids)) AND ${scopeCondition(scope)}`);
  const candidateStatement = (scope: VehicleScope) =>
    prepared(`SELECT d.id AS delivery_id, d.command_code, d.status, d.reason_code, d.queued_at, d.queue_expires_at,
               d.sent_at, d.finished_at, d.reply, d.attempt, ${factsColumns}, ${pendingOf('d.command_code')} AS pending
        FROM command_deliveries d JOIN vehicles v ON v.id = d.vehicle_id JOIN vehicle_status s ON s.vehicle_id = v.id
        WHERE d.id IN (SELECT value FROM json_each(@ids)) AND ${scopeCondition(scope)}
        ORDER BY d.id`);
  const insertBatch = db.prepare(`INSERT INTO command_batches (customer_id, user_id, command_code, params, queue_offline, created_at)
    VALUES (@customerId, @userId, @commandCode, @params, @queueOffline, @createdAt)`);
  const insertDelivery = db.prepare(`INSERT INTO command_deliveries
    (batch_id, vehicle_id, command_code, status, reason_code, created_at, queued_at, queue_expires_at, sent_at, finished_at, reply, attempt)
    VALUES (@batchId, @vehicleId, @commandCode, @status, @reasonCode, @createdAt, @queuedAt, @queueExpiresAt, @sentAt, @finishedAt, @reply, @attempt)`);
  const update = db.prepare(`UPDATE command_deliveries SET status = @status, reason_code = @reasonCode, queued_at = @queuedAt,
    queue_expires_at = @queueExpiresAt, sent_at = @sentAt, finished_at = @finishedAt, reply = @reply, attempt = @attempt WHERE id = @id`);

  const createBatch = db.transaction((batch: NewBatch): number => {
    const batchId = Number(
      insertBatch.run({ ...batch, params: JSON.stringify(batch.params), queueOffline: batch.queueOffline ? 1 : 0 }).lastInsertRowid,
    );
    for (const delivery of batch.deliveries) {
      insertDelivery.run({ batchId, vehicleId: delivery.vehicleId, commandCode: batch.commandCode, createdAt: batch.createdAt, ...stateParams(delivery.state) });
    }
    return batchId;
  });

  return {
    ...createCommandRecordRepository(db),
    permissionsOf: (roleId) => new Set(permissions.all(roleId).map((row) => row.id)),
    targetFacts(scope, vehicleIds, code) {
      const rows = factsStatement(scope).all({ ...scopeParams(scope), ids: JSON.stringify(vehicleIds), code }) as FactsRow[];
      return new Map(rows.map((row) => [row.id, toFacts(row)]));
    },
    createBatch,
    retryCandidates(scope, deliveryIds) {
      const rows = candidateStatement(scope).all({ ...scopeParams(scope), ids: JSON.stringify(deliveryIds) }) as (FactsRow & DeliveryRow & { delivery_id: number })[];
      return rows.map((row) => ({
        deliveryId: row.delivery_id,
        commandCode: row.command_code,
        state: stateOf({ ...row, id: row.delivery_id }),
        facts: toFacts(row),
      }));
    },
    saveState: (deliveryId, state) => {
      update.run({ id: deliveryId, ...stateParams(state) });
    },
  };
}

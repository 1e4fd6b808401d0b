import type { CommandBatch, CommandCode, CommandDelivery, CommandParams, DeliveryStatus } from '@shared/api/dto/command-dto';
import { DELIVERY_STATUSES } from '@shared/api/dto/command-dto';
import type { Page } from '@shared/api/dto/envelope';
import { commandOf } from '../commands/command-catalogue';
import { END_REASON_TEXT, STATUS_NAME, isOpen, isRetryable, latencyOf, type DeliveryState, type EndReason } from '../commands/delivery-state';
import { REASON_TEXT } from '../commands/pre-check';
import { isoOrNull, iso } from '@shared/api/time/china-time';
import type { Db } from './connection';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';
import { statementCache } from './statement-cache';

/** Reading side of commands: one batch's progress and the paged history, both scoped to the caller's vehicles. */

export interface CommandRecordFilter {
  pageNum: number;
  pageSize: number;
  vehicleId?: number;
  commandCode?: CommandCode;
  status?: DeliveryStatus;
  startTime?: number;
  endTime?: number;
}

export interface CommandRecordRepository {
  /** null when the batch does not exist or none of its vehicles is visible to the caller */
  batch(scope: VehicleScope, batchId: number): CommandBatch | null;
  page(scope: VehicleScope, filter: CommandRecordFilter): Page<CommandDelivery>;
}

interface RecordRow {
  id: number;
  batch_id: number;
  vehicle_id: number;
  plate: string;
  command_code: CommandCode;
  params: string;
  user_name: string;
  status: DeliveryStatus;
  reason_code: string | null;
  created_at: number;
  queued_at: number | null;
  queue_expires_at: number | null;
  sent_at: number | null;
  finished_at: number | null;
  reply: string | null;
  attempt: number;
}

const SELECT = `
  SELECT d.id, d.batch_id, d.vehicle_id, v.plate, d.command_code, b.params, u.user_name, d.status, d.reason_code, d.created_at,
         d.queued_at, d.queue_expires_at, d.sent_at, d.finished_at, d.reply, d.attempt
  FROM command_deliveries d
  JOIN command_batches b ON b.id = d.batch_id
  JOIN users u ON u.id = b.user_id
  JOIN vehicles v ON v.id = d.vehicle_id`;

export interface DeliveryRow {
  id: number;
  command_code: CommandCode;
  status: DeliveryStatus;
  reason_code: string | null;
  queued_at: number | null;
  queue_expires_at: number | null;
  sent_at: number | null;
  finished_at: number | null;
  reply: string | null;
  attempt: number;
}

export function stateOf(row: DeliveryRow): DeliveryState {
  return {
    status: row.status,
    reasonCode: row.reason_code,
    queuedAt: row.queued_at,
    queueExpiresAt: row.queue_expires_at,
    sentAt: row.sent_at,
    finishedAt: row.finished_at,
    reply: row.reply,
    attempt: row.attempt,
  };
}

function parseParams(text: string): CommandParams {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) return {};
  const params: CommandParams = {};
  if ('seconds' in value && typeof value.seconds === 'number') params.seconds = value.seconds;
  if ('text' in value && typeof value.text === 'string') params.text = value.text;
  return params;
}

function reasonText(code: string | null): string {
  if (code === null) return '';
  if (code in END_REASON_TEXT) return END_REASON_TEXT[code as EndReason];
  if (code in REASON_TEXT) return REASON_TEXT[code as keyof typeof REASON_TEXT];
  return code;
}

function toDelivery(row: RecordRow): CommandDelivery {
  const state = stateOf(row);
  return {
    deliveryId: row.id,
    batchId: row.batch_id,
    vehicleId: row.vehicle_id,
    plate: row.plate,
    commandCode: row.command_code,
    commandName: commandOf(row.command_code).name,
    params: parseParams(row.params),
    status: row.status,
    statusName: STATUS_NAME[row.status],
    reasonCode: row.reason_code,
    reason: reasonText(row.reason_code),
    userName: row.user_name,
    createdAt: iso(row.created_at),
    sentAt: isoOrNull(row.sent_at),
    finishedAt: isoOrNull(row.finished_at),
    reply: row.reply,
    latencyMs: latencyOf(state),
    attempt: row.attempt,
    retryable: isRetryable(row.status),
  };
}

function filterConditions(filter: CommandRecordFilter): string[] {
  const conditions: string[] = [];
  if (filter.vehicleId !== undefined) conditions.push('d.vehicle_id = @vehicleId');
  if (filter.commandCode !== undefined) conditions.push('d.command_code = @commandCode');
  if (filter.status !== undefined) conditions.push('d.status = @status');
  if (filter.startTime !== undefined) conditions.push('d.created_at >= @startTime');
  if (filter.endTime !== undefined) conditions.push('d.created_at <= @endTime');
  return conditions;
}

export function createCommandRecordRepository(db: Db): CommandRecordRepository {
  const prepared = statementCache(db);

  return {
    batch(scope, batchId) {
      const rows = prepared(`${SELECT} WHERE d.batch_id = @batchId AND ${scopeCondition(scope)} ORDER BY d.vehicle_id`).all({
        ...scopeParams(scope),
        batchId,
      }) as RecordRow[];
      const [first] = rows;
      if (!first) return null;
      const list = rows.map(toDelivery);
      const counts = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
      for (const row of rows) counts[row.status] += 1;
      return {
        batchId,
        commandCode: first.command_code,
        commandName: commandOf(first.command_code).name,
        params: parseParams(first.params),
        userName: first.user_name,
        createdAt: iso(first.created_at),
        counts,
        finished: rows.every((row) => !isOpen(row.status)),
        list,
      };
    },
    page(scope, filter) {
      const where = [scopeCondition(scope), ...filterConditions(filter)].join(' AND ');
      const params = {
        ...scopeParams(scope),
        ...(filter.vehicleId !== undefined ? { vehicleId: filter.vehicleId } : {}),
        ...(filter.commandCode !== undefined ? { commandCode: filter.commandCode } : {}),
        ...(filter.status !== undefined ? { status: filter.status } : {}),
        ...(filter.startTime !== undefined ? { startTime: filter.startTime } : {}),
        ...(filter.endTime !== undefined ? { endTime: filter.endTime } : {}),
      };
      const { total } = prepared(`SELECT COUNT(*) AS total FROM command_deliveries d JOIN vehicles v ON v.id = d.vehicle_id WHERE ${where}`).get(
        params,
      ) as { total: number };
      const rows = prepared(`${SELECT} WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT @limit OFFSET @offset`).all({
        ...params,
        limit: filter.pageSize,
        offset: (filter.pageNum - 1) * filter.pageSize,
      }) as RecordRow[];
      return { list: rows.map(toDelivery), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
    },
  };
}

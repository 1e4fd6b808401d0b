import { DELIVERY_STATUS_NAMES, type CommandBatch, type CommandDelivery, type CommandSendItem, type DeliveryStatus } from '@shared/api/dto/command-dto';

/**
 * Statuses after which the dialog stops watching a vehicle: answered, failed, timed out, refused,
 * or queued for an offline vehicle (it goes out when the vehicle comes online, which may be hours
 * away). Only 'sent' (waiting for the device's answer) is still moving.
 */
export const DIALOG_FINAL_STATUSES: ReadonlySet<DeliveryStatus> = new Set(['acknowledged', 'failed', 'timedOut', 'refused', 'queued']);

export interface DeliveryProgress {
  rows: CommandDelivery[];
  counts: Record<DeliveryStatus, number>;
  /** every vehicle has reached a final status for the dialog */
  settled: boolean;
  /** failed or timed out: what 重试 sends again */
  retryableIds: number[];
  /** how many vehicles have settled, for the progress bar */
  settledCount: number;
}

const emptyCounts = (): Record<DeliveryStatus, number> => ({ refused: 0, queued: 0, sent: 0, acknowledged: 0, failed: 0, timedOut: 0 });

/** The batch's deliveries as the progress view shows them, one row per vehicle, in plate order. */
export function summariseBatch(batch: Pick<CommandBatch, 'list'>): DeliveryProgress {
  const counts = emptyCounts();
  const rows = [...batch.list].sort((a, b) => a.plate.localeCompare(b.plate, 'zh-CN') || a.deliveryId - b.deliveryId);
  let settledCount = 0;
  const retryableIds: number[] = [];
  for (const row of rows) {
    counts[row.status] += 1;
    if (DIALOG_FINAL_STATUSES.has(row.status)) settledCount += 1;
    if (row.retryable) retryableIds.push(row.deliveryId);
  }
  return { rows, counts, settled: settledCount === rows.length, retryableIds, settledCount };
}

/**
 * A retry's answer folded into the batch at once (before the next poll): each retried delivery
 * takes its new status, and is no longer retryable until it ends badly again.
 */
export function applyRetry(batch: Pick<CommandBatch, 'list'>, retriedIds: readonly number[], results: readonly CommandSendItem[]): Pick<CommandBatch, 'list'> {
  const byVehicle = new Map(results.map((item) => [item.vehicleId, item]));
  const retried = new Set(retriedIds);
  return {
    list: batch.list.map((row) => {
      const item = retried.has(row.deliveryId) ? byVehicle.get(row.vehicleId) : undefined;
      return item ? { ...row, status: item.status, statusName: DELIVERY_STATUS_NAMES[item.status], reasonCode: item.reasonCode, reason: item.reason, retryable: false, attempt: row.attempt + 1 } : row;
    }),
  };
}

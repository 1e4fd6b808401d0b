import type { CheckReason, CommandCheckResult } from '@shared/api/dto/command-dto';

/** What will happen to one vehicle if the operator sends now. */
export type PreCheckOutcome = 'send' | 'queue' | 'refused';

export const OUTCOME_LABELS: Record<PreCheckOutcome, string> = {
  send: '可发送',
  queue: '离线，将排队',
  refused: '不可发送',
};

export interface PreCheckRow {
  vehicleId: number;
  plate: string;
  outcome: PreCheckOutcome;
  reasonCode: CheckReason;
  /** the server's Chinese reason; '' when it can be sent */
  reason: string;
}

export interface PreCheckMatrix {
  rows: PreCheckRow[];
  counts: Record<PreCheckOutcome, number>;
  /** refused vehicles per reason, in the order they first appear */
  refusedByReason: { reasonCode: CheckReason; reason: string; count: number }[];
  /** the vehicles a send goes to: the ones that can take it now and, when queueing is on, the offline ones */
  eligibleIds: number[];
}

/**
 * The pre-check as the dialog shows it: one row per vehicle with its outcome, counts per outcome and
 * per refusal reason. An offline vehicle that could queue counts as refused when the operator turned
 * queueing off, since the send will refuse it.
 */
export function buildPreCheckMatrix(result: CommandCheckResult, queueOffline: boolean): PreCheckMatrix {
  const counts: Record<PreCheckOutcome, number> = { send: 0, queue: 0, refused: 0 };
  const reasons = new Map<CheckReason, { reasonCode: CheckReason; reason: string; count: number }>();
  const eligibleIds: number[] = [];
  const rows = result.list.map((item): PreCheckRow => {
    const outcome: PreCheckOutcome = item.ok ? 'send' : item.canQueue && queueOffline ? 'queue' : 'refused';
    counts[outcome] += 1;
    if (outcome === 'refused') {
      const entry = reasons.get(item.reasonCode) ?? { reasonCode: item.reasonCode, reason: item.reason, count: 0 };
      entry.count += 1;
      reasons.set(item.reasonCode, entry);
    } else eligibleIds.push(item.vehicleId);
    return {
      vehicleId: item.vehicleId,
      plate: item.plate ?? `车辆 ${item.vehicleId}`,
      outcome,
      reasonCode: item.reasonCode,
      reason: item.reason,
    };
  });
  return { rows, counts, refusedByReason: [...reasons.values()], eligibleIds };
}

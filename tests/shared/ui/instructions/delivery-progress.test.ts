import { describe, expect, it } from 'vitest';
import { applyRetry, summariseBatch } from '@shared/ui/instructions/delivery-progress';
import { delivery } from './command-fixtures';

describe('summariseBatch', () => {
  it('is unsettled while a device has not answered, and lists what a retry sends again', () => {
    const progress = summariseBatch({ list: [delivery(3, 'sent'), delivery(1, 'acknowledged'), delivery(2, 'queued'), delivery(4, 'failed'), delivery(5, 'timedOut')] });
    expect(progress.rows.map((row) => row.deliveryId)).toEqual([1, 2, 3, 4, 5]);
    expect(progress.counts).toEqual({ refused: 0, queued: 1, sent: 1, acknowledged: 1, failed: 1, timedOut: 1 });
    expect(progress.settled).toBe(false);
    expect(progress.settledCount).toBe(4);
    expect(progress.retryableIds).toEqual([4, 5]);
  });

  it('settles when every vehicle is answered, failed, timed out, refused or queued for when it comes online', () => {
    const progress = summariseBatch({ list: [delivery(1, 'acknowledged'), delivery(2, 'queued'), delivery(3, 'refused'), delivery(4, 'failed')] });
    expect(progress.settled).toBe(true);
  });
});

describe('applyRetry', () => {
  it('gives the retried deliveries their new status at once and leaves the others', () => {
    const batch = { list: [delivery(1, 'acknowledged'), delivery(2, 'failed'), delivery(3, 'timedOut')] };
    const next = applyRetry(batch, [2, 3], [
      { vehicleId: 2, plate: '粤B·00002', status: 'sent', reasonCode: null, reason: '' },
      { vehicleId: 3, plate: '粤B·00003', status: 'queued', reasonCode: 'offline', reason: '车辆离线，上线后下发' },
    ]);
    const progress = summariseBatch(next);
    expect(next.list.map((row) => [row.status, row.statusName, row.attempt])).toEqual([
      ['acknowledged', '执行成功', 1],
      ['sent', '已发送', 2],
      ['queued', '等待上线', 2],
    ]);
    expect(progress.retryableIds).toEqual([]);
    expect(progress.settled).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { buildPreCheckMatrix } from '@shared/ui/instructions/pre-check-matrix';
import { offline, target } from './command-fixtures';

const result = (list: ReturnType<typeof target>[], confirmToken: string | null = null) => ({
  commandCode: 'LOCATE' as const,
  list,
  okCount: list.filter((item) => item.ok).length,
  queueableCount: list.filter((item) => item.canQueue).length,
  refusedCount: list.filter((item) => !item.ok).length,
  confirmToken,
});

describe('buildPreCheckMatrix', () => {
  const list = [
    target(1),
    offline(2),
    target(3, { ok: false, reasonCode: 'unsupported', reason: '该设备型号不支持此指令' }),
    target(4, { ok: false, reasonCode: 'moving', reason: '车辆行驶中，禁止断油电' }),
    target(5, { ok: false, reasonCode: 'unsupported', reason: '该设备型号不支持此指令' }),
    target(6, { ok: false, reasonCode: 'notFound', reason: '车辆不存在或无权限', plate: null }),
  ];

  it('gives each vehicle its outcome, counts per outcome and per refusal reason, and who a send goes to', () => {
    const matrix = buildPreCheckMatrix(result(list), true);
    expect(matrix.rows.map((row) => [row.vehicleId, row.outcome])).toEqual([
      [1, 'send'],
      [2, 'queue'],
      [3, 'refused'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    expect(matrix.counts).toEqual({ send: 1, queue: 1, refused: 4 });
    expect(matrix.refusedByReason).toEqual([
      { reasonCode: 'unsupported', reason: '该设备型号不支持此指令', count: 2 },
      { reasonCode: 'moving', reason: '车辆行驶中，禁止断油电', count: 1 },
      { reasonCode: 'notFound', reason: '车辆不存在或无权限', count: 1 },
    ]);
    expect(matrix.eligibleIds).toEqual([1, 2]);
    expect(matrix.rows[5]?.plate).toBe('车辆 6');
  });

  it('counts an offline vehicle as refused when queueing is off', () => {
    const matrix = buildPreCheckMatrix(result(list), false);
    expect(matrix.rows[1]?.outcome).toBe('refused');
    expect(matrix.counts).toEqual({ send: 1, queue: 0, refused: 5 });
    expect(matrix.refusedByReason[0]).toEqual({ reasonCode: 'offline', reason: '车辆离线', count: 1 });
    expect(matrix.eligibleIds).toEqual([1]);
  });
});

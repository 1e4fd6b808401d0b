import { Space, Table, Tag, Typography } from 'antd';
import type { PreCheckMatrix, PreCheckOutcome, PreCheckRow } from './pre-check-matrix';
import { OUTCOME_LABELS } from './pre-check-matrix';

const OUTCOME_COLORS: Record<PreCheckOutcome, string> = { send: 'green', queue: 'gold', refused: 'red' };

/** The pre-check matrix: counts per outcome and per refusal reason, then one row per vehicle. */
export function PreCheckView({ matrix }: { matrix: PreCheckMatrix }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap aria-label="预检结果统计">
        {(Object.keys(OUTCOME_LABELS) as PreCheckOutcome[]).map((outcome) => (
          <Tag key={outcome} color={OUTCOME_COLORS[outcome]}>
            {OUTCOME_LABELS[outcome]} {matrix.counts[outcome]}
          </Tag>
        ))}
        {matrix.refusedByReason.map((item) => (
          <Typography.Text key={item.reasonCode} type="secondary">
            {item.reason || item.reasonCode}：{item.count} 辆
          </Typography.Text>
        ))}
      </Space>
      <Table<PreCheckRow>
        rowKey="vehicleId"
        size="small"
        dataSource={matrix.rows}
        pagination={matrix.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        virtual={matrix.rows.length > 100}
        scroll={matrix.rows.length > 100 ? { y: 320 } : undefined}
        columns={[
          { title: '车牌号', dataIndex: 'plate', width: 140 },
          {
            title: '预检结果',
            dataIndex: 'outcome',
            width: 130,
            render: (outcome: PreCheckOutcome) => <Tag color={OUTCOME_COLORS[outcome]}>{OUTCOME_LABELS[outcome]}</Tag>,
          },
          { title: '说明', dataIndex: 'reason', render: (reason: string, row) => (row.outcome === 'queue' ? '车辆离线，上线后下发' : reason) },
        ]}
      />
    </Space>
  );
}

import { Progress, Space, Table, Tag } from 'antd';
import { DELIVERY_STATUSES, DELIVERY_STATUS_NAMES, type CommandDelivery, type DeliveryStatus } from '@shared/api/dto/command-dto';
import type { DeliveryProgress } from './delivery-progress';

export const STATUS_COLORS: Record<DeliveryStatus, string> = {
  refused: 'default',
  queued: 'gold',
  sent: 'processing',
  acknowledged: 'green',
  failed: 'red',
  timedOut: 'volcano',
};

/** Per-vehicle delivery: a bar of settled vehicles, counts per status, one row per vehicle. */
export function DeliveryView({ progress }: { progress: DeliveryProgress }) {
  const total = progress.rows.length;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Progress percent={total ? Math.round((progress.settledCount / total) * 100) : 0} status={progress.settled ? 'normal' : 'active'} />
      <Space wrap aria-label="下发结果统计">
        {DELIVERY_STATUSES.filter((status) => progress.counts[status] > 0).map((status) => (
          <Tag key={status} color={STATUS_COLORS[status]}>
            {DELIVERY_STATUS_NAMES[status]} {progress.counts[status]}
          </Tag>
        ))}
      </Space>
      <Table<CommandDelivery>
        rowKey="deliveryId"
        size="small"
        dataSource={progress.rows}
        pagination={progress.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          { title: '车牌号', dataIndex: 'plate', width: 130 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 110,
            render: (status: DeliveryStatus, row) => <Tag color={STATUS_COLORS[status]}>{row.statusName}</Tag>,
          },
          { title: '说明', key: 'detail', render: (_: unknown, row) => row.reply ?? row.reason },
          { title: '次数', dataIndex: 'attempt', width: 60 },
        ]}
      />
    </Space>
  );
}

import { Progress, Space, Tag, theme } from 'antd';
import { memo, useMemo, type CSSProperties } from 'react';
import { DELIVERY_STATUSES, DELIVERY_STATUS_NAMES, type CommandDelivery, type DeliveryStatus } from '@shared/api/dto/command-dto';
import { cellTagStyle, type CellTagColor } from '@shared/ui/virtual-table/cell-tag-style';
import { VirtualTable, type VirtualColumn } from '@shared/ui/virtual-table/virtual-table';
import type { DeliveryProgress } from './delivery-progress';

export const STATUS_COLORS: Record<DeliveryStatus, CellTagColor> = {
  refused: 'default',
  queued: 'gold',
  sent: 'blue',
  acknowledged: 'green',
  failed: 'red',
  timedOut: 'volcano',
};

const deliveryKey = (row: CommandDelivery) => row.deliveryId;
/** 8 rows in view; a thousand vehicles scroll inside the dialog */
const MAX_HEIGHT = 9 * 36 + 2;

function deliveryColumns(tags: Record<DeliveryStatus, CSSProperties>): VirtualColumn<CommandDelivery>[] {
  return [
    { key: 'plate', title: '车牌号', track: '130px', render: (row) => row.plate },
    { key: 'status', title: '状态', track: '110px', render: (row) => <span style={tags[row.status]}>{row.statusName}</span> },
    { key: 'detail', title: '说明', track: 'minmax(120px, 1fr)', render: (row) => row.reply ?? row.reason },
    { key: 'attempt', title: '次数', track: '60px', render: (row) => row.attempt },
  ];
}

/** Per-vehicle delivery: a bar of settled vehicles, counts per status, one row per vehicle (virtual). */
export const DeliveryView = memo(function DeliveryView({ progress }: { progress: DeliveryProgress }) {
  const { token } = theme.useToken();
  const columns = useMemo(() => {
    const tags = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, cellTagStyle(token, STATUS_COLORS[status])])) as Record<DeliveryStatus, CSSProperties>;
    return deliveryColumns(tags);
  }, [token]);
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
      <VirtualTable<CommandDelivery> label="下发结果" rows={progress.rows} columns={columns} rowKey={deliveryKey} rowHeight={36} maxHeight={MAX_HEIGHT} emptyText="没有车辆" />
    </Space>
  );
});

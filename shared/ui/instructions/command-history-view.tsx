import { Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { CommandDelivery } from '@shared/api/dto/command-dto';
import { formatChinaTime, parseTime } from '@shared/api/time/china-time';
import { DEFAULT_PAGE_SIZE } from '@shared/constants/limits';
import { STATUS_COLORS } from './delivery-view';
import type { InstructionsStore } from './instructions-store';

const timeText = (iso: string | null) => (iso ? (formatChinaTime(parseTime(iso)) ?? iso) : '');

/** 指令记录: the command history, newest first (of the one vehicle when the dialog is for one). */
export const CommandHistoryView = observer(function CommandHistoryView({ store }: { store: InstructionsStore }) {
  useEffect(() => {
    void store.loadHistory();
  }, [store]);
  return (
    <Table<CommandDelivery>
      rowKey="deliveryId"
      size="small"
      loading={store.historyState.isLoading}
      dataSource={store.history}
      locale={{ emptyText: store.historyState.error?.message ?? '暂无指令记录' }}
      pagination={{
        current: store.historyPage,
        pageSize: DEFAULT_PAGE_SIZE,
        total: store.historyTotal,
        showSizeChanger: false,
        onChange: (page) => void store.loadHistory(page),
      }}
      columns={[
        { title: '下发时间', dataIndex: 'createdAt', width: 160, render: timeText },
        { title: '车牌号', dataIndex: 'plate', width: 110 },
        { title: '指令', dataIndex: 'commandName', width: 110 },
        { title: '状态', dataIndex: 'status', width: 100, render: (status: CommandDelivery['status'], row) => <Tag color={STATUS_COLORS[status]}>{row.statusName}</Tag> },
        { title: '操作人', dataIndex: 'userName', width: 100 },
        { title: '说明', key: 'detail', ellipsis: true, render: (_: unknown, row: CommandDelivery) => row.reply ?? row.reason },
      ]}
    />
  );
});

import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ExportRecord } from '@shared/api/dto/export-dto';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { useRootStore } from '../../../context/store-context';
import { EXPORT_STATUS_COLOURS, formatFileSize, isFinalStatus, jobStatusText } from '../../../downloads/export-jobs';
import { downloadAsBlob, downloadThroughFrame } from '../../../downloads/file-download';
import { DownloadCentreStore } from './download-centre-store';
import { ExportStartForm } from './export-start-form';
import { recordFiltersText, recordTime } from './export-record-text';

/**
 * 下载中心 (product-spec §2, id 1601): the user's export jobs with their filters, state, size and
 * times, followed live until final; a finished file downloads through the hidden frame (sessionId
 * in the query, §7) or, where frames are blocked, as a POST blob. The form above starts the
 * vehicle-list and vehicle-state exports for a chosen group.
 */
export const DownloadPage = observer(function DownloadPage() {
  const root = useRootStore();
  const reportError = useReportError();
  const [store] = useState(() => new DownloadCentreStore(root.http));

  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  const saveAsBlob = async (record: ExportRecord) => {
    try {
      await downloadAsBlob(root.http, record.id, record.fileName);
    } catch (failure) {
      reportError(failure);
    }
  };
  const saveThroughFrame = (record: ExportRecord) => {
    try {
      downloadThroughFrame(root.http, record.id);
    } catch (failure) {
      reportError(failure);
    }
  };

  const columns: TableColumnsType<ExportRecord> = [
    { title: '导出内容', dataIndex: 'title', key: 'title', width: 120 },
    { title: '筛选条件', key: 'filters', render: (_, record) => recordFiltersText(record, store.groupNames, root.dictionary.lookup) },
    {
      title: '状态',
      key: 'status',
      width: 190,
      render: (_, record) => <Tag color={EXPORT_STATUS_COLOURS[record.status]}>{jobStatusText(record)}</Tag>,
    },
    { title: '行数', dataIndex: 'rowCount', key: 'rowCount', width: 80, render: (count: number, record) => (record.status === 'done' ? count : '—') },
    { title: '文件大小', dataIndex: 'fileSize', key: 'fileSize', width: 100, render: (size: number | null) => formatFileSize(size) },
    { title: '创建时间', dataIndex: 'createdAt', key: 'createdAt', width: 170, render: (time: string) => recordTime(time) },
    { title: '完成时间', dataIndex: 'finishedAt', key: 'finishedAt', width: 170, render: (time: string | null) => recordTime(time) },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, record) =>
        record.status === 'done' ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => saveThroughFrame(record)} aria-label={`下载 ${record.fileName}`}>
              下载文件
            </Button>
            <Button type="link" size="small" onClick={() => void saveAsBlob(record)} aria-label={`另存 ${record.fileName}`}>
              另存文件
            </Button>
          </Space>
        ) : isFinalStatus(record.status) ? null : (
          <span>完成后可下载</span>
        ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="新建导出">
        {store.groupsLoad.isError ? (
          <Alert
            type="error"
            showIcon
            message={`车辆分组获取失败：${store.groupsLoad.error?.message ?? ''}`}
            action={
              <Button size="small" onClick={() => void store.loadGroups()}>
                重试
              </Button>
            }
          />
        ) : (
          <ExportStartForm http={root.http} groups={store.groups} onStarted={() => store.jobStarted()} />
        )}
      </Card>
      <Card title="下载中心">
        {store.recordsLoad.isError ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={`导出记录获取失败：${store.recordsLoad.error?.message ?? ''}`}
            action={
              <Button size="small" onClick={() => void store.loadRecords()}>
                重试
              </Button>
            }
          />
        ) : null}
        <Table<ExportRecord>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={store.records}
          loading={store.recordsLoad.isLoading}
          // antd greys an empty table's text at 25 % (1.6:1); secondary text reads at AA
          locale={{ emptyText: <Typography.Text type="secondary">暂无导出记录</Typography.Text> }}
          pagination={{
            current: store.pageNum,
            pageSize: store.pageSize,
            total: store.total,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (page, size) => store.changePage(page, size),
          }}
        />
      </Card>
    </Space>
  );
});

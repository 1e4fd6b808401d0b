import { App, Button, Card, Input, Segmented, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HelpMessageKind, HelpMessageRow } from '@shared/api/dto/help-dto';
import { HELP_PAGE_SIZE_MAX } from '@shared/api/endpoints/help-endpoints';
import { markHelpMessagesRead, pageHelpMessages } from '@shared/api/help-api';
import { KEYWORD_MAX } from '@shared/api/validation/common-fields';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { useRootStore } from '../../context/store-context';
import { PATHS } from '../../routing/route-table';
import { showTime } from './center-time';
import { LoadFailure } from './load-failure';
import { useCenterLoad } from './use-center-load';
import { StatusTag } from './status-tag';

type KindFilter = 'all' | HelpMessageKind;
type ReadFilter = 'all' | 'unread';

export const KIND_NAMES: Record<HelpMessageKind, string> = { announcement: '公告', message: '消息' };

/** The detail page of one message. */
export const detailPath = (id: number) => `${PATHS.detail}?id=${id}`;

/**
 * 站内消息 (route 4002): announcements and the user's site messages, paged, pinned first; unread ones
 * are marked and counted; marking some or all read updates the count at once.
 */
export const NoticePage = observer(function NoticePage() {
  const root = useRootStore();
  const { message } = App.useApp();
  const reportError = useReportError();
  const [pageNum, setPageNum] = useState<number>(FIRST_PAGE);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [kind, setKind] = useState<KindFilter>('all');
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [marking, setMarking] = useState(false);

  const load = useCallback(
    () =>
      pageHelpMessages(root.http, {
        pageNum,
        pageSize,
        ...(kind === 'all' ? {} : { kind }),
        ...(readFilter === 'unread' ? { unread: true } : {}),
        ...(keyword ? { keyword } : {}),
      }),
    [root.http, pageNum, pageSize, kind, readFilter, keyword],
  );
  const page = useCenterLoad(load);

  const mark = async (request: { ids: number[] } | { all: true }) => {
    setMarking(true);
    try {
      const result = await markHelpMessagesRead(root.http, request);
      void message.success(result.marked > 0 ? `已将 ${result.marked} 条消息标为已读` : '所选消息均已是已读');
      setSelected([]);
      page.reload();
    } catch (failure) {
      reportError(failure);
    } finally {
      setMarking(false);
    }
  };

  const columns: TableColumnsType<HelpMessageRow> = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (_, row) => (
        <Space size={6}>
          {row.pinned ? <StatusTag tone="warning">置顶</StatusTag> : null}
          <Link to={detailPath(row.id)} style={{ fontWeight: row.read ? 400 : 600 }}>
            {row.title}
          </Link>
        </Space>
      ),
    },
    { title: '类型', dataIndex: 'kind', width: 80, render: (value: HelpMessageKind) => KIND_NAMES[value] },
    { title: '摘要', dataIndex: 'summary', ellipsis: true },
    { title: '发布时间', dataIndex: 'publishedAt', width: 180, render: (value: string) => showTime(value) },
    { title: '状态', dataIndex: 'read', width: 80, render: (read: boolean) => (read ? '已读' : <Typography.Text strong>未读</Typography.Text>) },
  ];

  const unreadCount = page.data?.unreadCount ?? 0;

  return (
    <Card
      title={
        <Space>
          站内消息
          <Typography.Text type="secondary" aria-live="polite">{`未读 ${unreadCount} 条`}</Typography.Text>
        </Space>
      }
      extra={
        <Space>
          <Button disabled={selected.length === 0} loading={marking} onClick={() => mark({ ids: selected })}>
            标为已读
          </Button>
          <Button disabled={unreadCount === 0} loading={marking} onClick={() => mark({ all: true })}>
            全部标为已读
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<KindFilter>
          aria-label="消息类型"
          value={kind}
          options={[
            { label: '全部', value: 'all' },
            { label: '公告', value: 'announcement' },
            { label: '消息', value: 'message' },
          ]}
          onChange={(value) => {
            setKind(value);
            setPageNum(FIRST_PAGE);
          }}
        />
        <Segmented<ReadFilter>
          aria-label="阅读状态"
          value={readFilter}
          options={[
            { label: '全部', value: 'all' },
            { label: '仅未读', value: 'unread' },
          ]}
          onChange={(value) => {
            setReadFilter(value);
            setPageNum(FIRST_PAGE);
          }}
        />
        <Input.Search
          aria-label="搜索标题或摘要"
          placeholder="搜索标题或摘要"
          allowClear
          maxLength={KEYWORD_MAX}
          value={keywordInput}
          onChange={(event) => setKeywordInput(event.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNum(FIRST_PAGE);
          }}
          style={{ width: 240 }}
        />
      </Space>
      {page.error ? (
        <LoadFailure title="消息加载失败" message={page.error} onRetry={page.reload} />
      ) : (
        <Table<HelpMessageRow>
          rowKey="id"
          size="middle"
          loading={page.loading}
          columns={columns}
          dataSource={page.data?.list ?? []}
          locale={{ emptyText: '暂无消息' }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (row) => ({ disabled: row.read, 'aria-label': `选择「${row.title}」` }),
          }}
          pagination={{
            current: pageNum,
            pageSize,
            total: page.data?.total ?? 0,
            pageSizeOptions: [10, 20, 50, HELP_PAGE_SIZE_MAX],
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (nextPage, nextSize) => {
              setPageNum(nextSize === pageSize ? nextPage : FIRST_PAGE);
              setPageSize(nextSize);
            },
          }}
        />
      )}
    </Card>
  );
});

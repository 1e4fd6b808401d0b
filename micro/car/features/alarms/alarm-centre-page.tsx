import { Alert, App, Tabs, Typography, theme } from 'antd';
import type { TablePaginationConfig } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProcessMethod } from '@shared/api/dto/alarm-dto';
import { rowActionStyle } from '@shared/ui/virtual-table/row-action-style';
import { useCarContext } from '../../context/car-context';
import { AlarmBatchActions } from './alarm-batch-actions';
import { alarmCellStyles, type AlarmRowActions } from './alarm-cells';
import { alarmHistoryColumns, realtimeAlarmColumns } from './alarm-columns';
import { AlarmHistoryFilterForm } from './alarm-history-filter';
import { AlarmHistoryTable } from './alarm-history-table';
import { alarmLocate, alarmPlayback } from './alarm-links';
import { ProcessAlarmDialog } from './process-alarm-dialog';
import { RealtimeAlarmTable } from './realtime-alarm-table';
import { RealtimeTabLabel } from './realtime-tab-label';

type TabKey = 'realtime' | 'history';

/**
 * 报警中心: the real-time list (live, newest first) and the history, both with processing. The
 * process buttons follow the role's button map, which the kit's providers take from the shell.
 * On the real-time tab this page reads none of the live data: a poll renders the list, the batch
 * bar and the tab's count, each an observer of what it shows, not the tabs, dialogs and the rest.
 */
export const AlarmCentrePage = observer(function AlarmCentrePage() {
  const { stores, bus } = useCarContext();
  const store = stores.alarms;
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const focusId = Number(params.get('alarmId')) || null;
  const [tab, setTab] = useState<TabKey>('realtime');
  const [selected, setSelected] = useState<number[]>([]);
  const [processing, setProcessing] = useState<number[] | null>(null);

  useEffect(() => {
    store.start();
  }, [store]);

  useEffect(() => {
    if (focusId) setTab('realtime');
  }, [focusId]);

  useEffect(() => {
    if (tab === 'history' && store.historyState.status === 'idle') void store.loadHistory();
  }, [tab, store]);

  const actions: AlarmRowActions = useMemo(
    () => ({
      onLocate: (row) => bus.send('showVehInfo', alarmLocate(row)),
      onPlayback: (row) => bus.send('goPage', alarmPlayback(row)),
      onProcess: (row) => setProcessing([row.alarmId]),
      onCommand: (row) => bus.send('showInstructions', { type: 'single', vehicleIds: [row.vehicleId] }),
    }),
    [bus],
  );
  // stable while the rows change: a poll re-renders the table's rows, not its columns
  const cellStyles = useMemo(() => alarmCellStyles(token, rowActionStyle(token)), [token]);
  const realtimeColumns = useMemo(() => realtimeAlarmColumns(store.addresses, actions, cellStyles), [store.addresses, actions, cellStyles]);
  const historyColumns = useMemo(() => alarmHistoryColumns(store.addresses, actions, cellStyles), [store.addresses, actions, cellStyles]);

  const tabs = useMemo(() => [{ key: 'realtime', label: <RealtimeTabLabel store={store} /> }, { key: 'history', label: '历史报警' }], [store]);
  const changeTab = useCallback((key: string) => {
    setTab(key === 'history' ? 'history' : 'realtime');
    setSelected([]);
  }, []);
  // the same element while the tab stays: checking rows or processing renders the page, not antd's Tabs (which measures its tabs)
  const tabsElement = useMemo(() => <Tabs activeKey={tab} onChange={changeTab} items={tabs} />, [tab, changeTab, tabs]);
  // the batch bar reads the rows itself: a poll renders the bar and the list, not this page
  const realtimeRows = useCallback(() => store.realtime, [store]);
  const historyRows = useCallback(() => store.history, [store]);
  const sendCommand = useCallback(
    (vehicleIds: number[]) => bus.send('showInstructions', { type: vehicleIds.length === 1 ? 'single' : 'batch', vehicleIds }),
    [bus],
  );

  const submitProcess = async (method: ProcessMethod, note: string) => {
    if (!processing) return;
    try {
      const result = await store.process(processing, method, note);
      const others = result.alreadyProcessed + result.notFound;
      message.success(others > 0 ? `已处理 ${result.processed} 条，${others} 条已被处理或不存在` : `已处理 ${result.processed} 条报警`);
      const done = new Set(processing);
      setSelected((current) => current.filter((id) => !done.has(id)));
      setProcessing(null);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const { pageNum, pageSize, historyTotal, historyTotalCapped, changePage } = store;
  const pagination = useMemo<TablePaginationConfig>(
    () => ({
      current: pageNum,
      pageSize,
      total: historyTotal,
      showSizeChanger: true,
      showTotal: (total) => (historyTotalCapped ? `共 ${total}+ 条` : `共 ${total} 条`),
      onChange: (page, size) => void changePage(page, size),
    }),
    [pageNum, pageSize, historyTotal, historyTotalCapped, changePage],
  );

  return (
    <div style={{ height: '100%', boxSizing: 'border-box', padding: 16, display: 'flex', flexDirection: 'column', gap: 12, overflow: 'auto' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        报警中心
      </Typography.Title>
      {tabsElement}
      {tab === 'history' ? (
        <>
          <AlarmHistoryFilterForm http={stores.http} filter={store.filter} loading={store.historyState.isLoading} onSearch={(filter) => void store.search(filter)} />
          {store.historyState.isError && store.historyState.error ? <Alert type="error" showIcon message={store.historyState.error.message} /> : null}
        </>
      ) : null}
      <AlarmBatchActions rows={tab === 'realtime' ? realtimeRows : historyRows} selected={selected} onProcess={setProcessing} onCommand={sendCommand} />
      {tab === 'realtime' ? (
        <RealtimeAlarmTable store={store} columns={realtimeColumns} checked={selected} onCheck={setSelected} focusId={focusId} />
      ) : (
        <AlarmHistoryTable
          rows={store.history}
          columns={historyColumns}
          checked={selected}
          onCheck={setSelected}
          loading={store.history.length === 0 && store.historyState.isLoading}
          pagination={pagination}
        />
      )}
      <ProcessAlarmDialog
        count={processing?.length ?? 0}
        open={processing !== null}
        busy={store.processing}
        onSubmit={(method, note) => void submitProcess(method, note)}
        onCancel={() => setProcessing(null)}
      />
    </div>
  );
});

import { Alert, App, Badge, Button, Space, Tabs, Typography, theme } from 'antd';
import type { TablePaginationConfig } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROCESS_BATCH_MAX, type AlarmRow, type ProcessMethod } from '@shared/api/dto/alarm-dto';
import { PERMISSION_PROCESS_ALARM } from '@shared/api/endpoints/alarm-endpoints';
import { BUTTON_IDS } from '@shared/constants/resource-ids';
import { ButtonPermission } from '@shared/permission/permission-guards';
import { useCarContext } from '../../context/car-context';
import { rowActionStyle } from '@shared/ui/virtual-table/row-action-style';
import { alarmCellStyles, type AlarmRowActions } from './alarm-cells';
import { alarmHistoryColumns, realtimeAlarmColumns } from './alarm-columns';
import { AlarmHistoryFilterForm } from './alarm-history-filter';
import { AlarmHistoryTable } from './alarm-history-table';
import { alarmLocate, alarmPlayback } from './alarm-links';
import { ProcessAlarmDialog } from './process-alarm-dialog';
import { RealtimeAlarmTable } from './realtime-alarm-table';

type TabKey = 'realtime' | 'history';

/**
 * 报警中心: the real-time list (live, newest first) and the history, both with processing. The
 * process buttons follow the role's button map, which the kit's providers take from the shell.
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

  const rows: AlarmRow[] = tab === 'realtime' ? store.realtime : store.history;

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

  // sets, not includes(): with a thousand rows all checked, a render stays linear; memoised so
  // the table sees the same checks until the rows or the selection change
  const checkedRows = useMemo(() => {
    const selectedIds = new Set(selected);
    return rows.filter((row) => !row.processed && selectedIds.has(row.alarmId));
  }, [rows, selected]);
  const checked = useMemo(() => checkedRows.map((row) => row.alarmId), [checkedRows]);
  const state = tab === 'realtime' ? store.realtimeState : store.historyState;
  const checkedVehicles = useMemo(() => [...new Set(checkedRows.map((row) => row.vehicleId))], [checkedRows]);
  // read only while the list is empty: each poll's loading state does not reach a full table
  const loading = rows.length === 0 && state.isLoading;
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
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key === 'history' ? 'history' : 'realtime');
          setSelected([]);
        }}
        items={[
          {
            key: 'realtime',
            label: (
              <Space size={6}>
                实时报警
                <Badge count={store.badgeCount} overflowCount={9999} aria-label={`未处理报警 ${store.badgeCount} 条`} />
              </Space>
            ),
          },
          { key: 'history', label: '历史报警' },
        ]}
      />
      {tab === 'history' ? (
        <AlarmHistoryFilterForm http={stores.http} filter={store.filter} loading={store.historyState.isLoading} onSearch={(filter) => void store.search(filter)} />
      ) : null}
      {state.isError && state.error ? <Alert type="error" showIcon message={state.error.message} /> : null}
      <Space wrap>
        <ButtonPermission code={PERMISSION_PROCESS_ALARM}>
          <Button type="primary" disabled={checked.length === 0 || checked.length > PROCESS_BATCH_MAX} onClick={() => setProcessing(checked)}>
            批量处理{checked.length ? `（${checked.length}）` : ''}
          </Button>
        </ButtonPermission>
        <ButtonPermission code={BUTTON_IDS.sendCommand}>
          <Button
            disabled={checkedVehicles.length === 0}
            onClick={() => bus.send('showInstructions', { type: checkedVehicles.length === 1 ? 'single' : 'batch', vehicleIds: checkedVehicles })}
          >
            向所选车辆下发指令{checkedVehicles.length ? `（${checkedVehicles.length} 辆）` : ''}
          </Button>
        </ButtonPermission>
        {checked.length > PROCESS_BATCH_MAX ? <Typography.Text type="warning">一次最多处理 {PROCESS_BATCH_MAX} 条</Typography.Text> : null}
      </Space>
      {tab === 'realtime' ? (
        <RealtimeAlarmTable rows={rows} columns={realtimeColumns} checked={checked} onCheck={setSelected} focusId={focusId} loading={loading} />
      ) : (
        <AlarmHistoryTable rows={rows} columns={historyColumns} checked={checked} onCheck={setSelected} loading={loading} pagination={pagination} />
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

import { Alert, App, theme } from 'antd';
import type { TablePaginationConfig } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProcessMethod } from '@shared/api/dto/alarm-dto';
import { PERMISSION_PROCESS_ALARM } from '@shared/api/endpoints/alarm-endpoints';
import { BUTTON_IDS } from '@shared/constants/resource-ids';
import { usePermissions } from '@shared/permission/permission-context';
import { rowActionStyle } from '@shared/ui/virtual-table/row-action-style';
import { useCarContext } from '../../context/car-context';
import { afterPaint } from './after-paint';
import { AlarmBatchActions } from './alarm-batch-actions';
import { alarmCellStyles, type AlarmRowActions, type AlarmRowPermissions } from './alarm-cells';
import { AlarmCentreTabs, type AlarmCentreTab } from './alarm-centre-tabs';
import { alarmHistoryColumns, realtimeAlarmColumns } from './alarm-columns';
import { barButtonStyles } from './bar-button-styles';
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
export function AlarmCentrePage() {
  const [params] = useSearchParams();
  return <AlarmCentreContent focusId={Number(params.get('alarmId')) || null} />;
}

/**
 * The page under its address reader: the page is kept mounted (KeptAlarmCentre) and every
 * navigation of the console changes the location, which rendered the whole page again, tabs, bars
 * and table (~8 ms of React's reconciliation in the profile of opening it); now only the reader
 * renders, and the page when the alarm to show (`?alarmId=`) changes.
 */
const AlarmCentreContent = observer(function AlarmCentreContent({ focusId }: { focusId: number | null }) {
  const { stores, bus } = useCarContext();
  const store = stores.alarms;
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [tab, setTab] = useState<TabKey>('realtime');
  const [selected, setSelected] = useState<number[]>([]);
  const [processing, setProcessing] = useState<number[] | null>(null);
  // the dialog's own busy flag, not the store's: it stays on while the dialog closes, off when it opens again
  const [submitting, setSubmitting] = useState(false);
  // the dialog (antd's Modal) is mounted at its first opening, not with the page: a closed Modal
  // still registers its styles (generated again when no other Modal is mounted) on the opening's commit
  const [dialogMounted, setDialogMounted] = useState(false);
  const openProcess = useCallback((alarmIds: number[]) => {
    setSubmitting(false);
    setProcessing(alarmIds);
    setDialogMounted(true);
  }, []);

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
      onProcess: (row) => openProcess([row.alarmId]),
      onCommand: (row) => bus.send('showInstructions', { type: 'single', vehicleIds: [row.vehicleId] }),
    }),
    [bus, openProcess],
  );
  // stable while the rows change: a poll re-renders the table's rows, not its columns
  const titleStyle = useMemo(
    () => ({ margin: 0, color: token.colorTextHeading, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4, fontWeight: token.fontWeightStrong }),
    [token],
  );
  const cellStyles = useMemo(() => alarmCellStyles(token, rowActionStyle(token)), [token]);
  const buttonStyles = useMemo(() => barButtonStyles(token), [token]);
  // the row actions' permissions, read once here (spec §6: a missing permission removes the button)
  const permissions = usePermissions();
  const canCommand = permissions.hasButton(BUTTON_IDS.sendCommand);
  const canProcess = permissions.hasButton(PERMISSION_PROCESS_ALARM);
  const can = useMemo((): AlarmRowPermissions => ({ command: canCommand, process: canProcess }), [canCommand, canProcess]);
  const realtimeColumns = useMemo(() => realtimeAlarmColumns(store.addresses, actions, cellStyles, can), [store.addresses, actions, cellStyles, can]);
  const historyColumns = useMemo(() => alarmHistoryColumns(store.addresses, actions, cellStyles, can), [store.addresses, actions, cellStyles, can]);

  const tabs = useMemo((): AlarmCentreTab<TabKey>[] => [{ key: 'realtime', label: <RealtimeTabLabel store={store} /> }, { key: 'history', label: '历史报警' }], [store]);
  const changeTab = useCallback((key: TabKey) => {
    setTab(key);
    setSelected([]);
  }, []);
  // the batch bar reads the rows itself: a poll renders the bar and the list, not this page
  const realtimeRows = useCallback(() => store.realtime, [store]);
  const historyRows = useCallback(() => store.history, [store]);
  const sendCommand = useCallback(
    (vehicleIds: number[]) => bus.send('showInstructions', { type: vehicleIds.length === 1 ? 'single' : 'batch', vehicleIds }),
    [bus],
  );

  // stable while the dialog is open: the list's update (which renders this page for the checked
  // rows) does not render the dialog, its form and radio group again
  const submitProcess = useCallback(async (method: ProcessMethod, note: string) => {
    if (!processing) return;
    setSubmitting(true);
    try {
      const result = await store.process(processing, method, note);
      // the list's update is shown first (under the dialog's mask), then the dialog closes, its button
      // still busy: the modal's leave (its motion, the focus given back to the page) and turning the
      // spinner off (a leave motion that measures the page) would otherwise share the list's frame.
      // The processed ids leave the selection with the dialog: the batch bar and the check boxes read
      // the selection against the listed rows, so nothing shown changes, and the page's render for it
      // (7 ms in a trace) no longer runs between the list's update and its frame
      await afterPaint();
      const done = new Set(processing);
      setSelected((current) => current.filter((id) => !done.has(id)));
      setProcessing(null);
      // the message after that frame is painted: its first showing inserts antd's styles (the whole page restyled)
      await afterPaint();
      const others = result.alreadyProcessed + result.notFound;
      message.success(others > 0 ? `已处理 ${result.processed} 条，${others} 条已被处理或不存在` : `已处理 ${result.processed} 条报警`);
    } catch (error) {
      setSubmitting(false);
      message.error(error instanceof Error ? error.message : String(error));
    }
  }, [processing, store, message]);
  const onProcessSubmit = useCallback((method: ProcessMethod, note: string) => void submitProcess(method, note), [submitProcess]);
  const closeProcess = useCallback(() => setProcessing(null), []);


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
      <style>{`${cellStyles.sheet}\n${buttonStyles.sheet}`}</style>
      <h4 style={titleStyle}>报警中心</h4>
      <AlarmCentreTabs tabs={tabs} active={tab} onChange={changeTab} />
      {tab === 'history' ? (
        <>
          <AlarmHistoryFilterForm http={stores.http} filter={store.filter} loading={store.historyState.isLoading} onSearch={(filter) => void store.search(filter)} />
          {store.historyState.isError && store.historyState.error ? <Alert type="error" showIcon message={store.historyState.error.message} /> : null}
        </>
      ) : null}
      <AlarmBatchActions rows={tab === 'realtime' ? realtimeRows : historyRows} selected={selected} onProcess={openProcess} onCommand={sendCommand} styles={buttonStyles} />
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
      {dialogMounted ? (
        <ProcessAlarmDialog
          count={processing?.length ?? 0}
          open={processing !== null}
          busy={submitting}
          onSubmit={onProcessSubmit}
          onCancel={closeProcess}
        />
      ) : null}
    </div>
  );
});

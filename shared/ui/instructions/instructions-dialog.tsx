import { App, Modal, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CommandParams } from '@shared/api/dto/command-dto';
import type { InstructionsDialogType } from '@shared/contract/bus-messages';
import type { HttpClient } from '@shared/http/http-client';
import { CommandHistoryView } from './command-history-view';
import { InstructionsFooter } from './instructions-footer';
import { InstructionsStore } from './instructions-store';
import { SendStepContent } from './send-step-content';
import { useDialogEscape } from './use-dialog-escape';

type TabKey = 'send' | 'history';

function titleOf(type: InstructionsDialogType, count: number): string {
  if (type === 'history') return '指令记录';
  return type === 'single' ? '下发指令' : `批量下发指令（${count} 辆车）`;
}

/**
 * The instructions dialog (product-spec §2 global dialog with a dialog type): `single` and `batch`
 * open on sending, `history` on the command records. Built fresh for every opening.
 *
 * This component reads nothing of the steps: the footer and the send tab's content are observers
 * of their own, handed to the Modal as elements whose props stay the same. A pre-check answer or a
 * progress poll renders them, not antd's Modal, its panel and its tabs (the Modal renders again only
 * for a change of tab).
 */
export const InstructionsDialog = observer(function InstructionsDialog({
  http,
  type,
  vehicleIds,
  onClose,
}: {
  http: HttpClient;
  type: InstructionsDialogType;
  vehicleIds: readonly (number | string)[];
  onClose: () => void;
}) {
  const [store] = useState(() => new InstructionsStore(http, vehicleIds));
  const [tab, setTab] = useState<TabKey>(type === 'history' ? 'history' : 'send');
  const { modal } = App.useApp();
  const { close, render: withEscape } = useDialogEscape(onClose);

  useEffect(() => {
    void store.loadTypes();
    return () => store.dispose();
  }, [store]);

  const send = useCallback(() => {
    const command = store.commandType;
    if (!command) return;
    if (!command.needsConfirmation) {
      void store.send();
      return;
    }
    modal.confirm({
      title: `确认下发「${command.name}」？`,
      content: `将向 ${store.matrix?.eligibleIds.length ?? 0} 辆车下发「${command.name}」。此操作有安全风险，将记录操作人和时间，接受审计。`,
      okText: '确认下发',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => store.send(),
    });
  }, [store, modal]);

  const onCheck = useCallback(
    (params: CommandParams) => {
      if (store.commandCode) store.choose(store.commandCode, params);
      void store.runCheck();
    },
    [store],
  );

  const sendDisabled = store.vehicleIds.length === 0;
  const tabsElement = useMemo(
    () => (
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'history' ? 'history' : 'send')}
        items={[
          { key: 'send', label: '下发指令', disabled: sendDisabled },
          { key: 'history', label: '指令记录' },
        ]}
      />
    ),
    [tab, sendDisabled],
  );
  const footer = useMemo(() => <InstructionsFooter store={store} sendTab={tab === 'send'} onClose={close} onSend={send} />, [store, tab, close, send]);

  return (
    <Modal open title={titleOf(type, store.vehicleIds.length)} width={760} onCancel={close} footer={footer} modalRender={withEscape} maskClosable={false} destroyOnHidden>
      {tabsElement}
      {/* the send tab stays mounted while the history shows, as a tab pane would */}
      <div hidden={tab !== 'send'}>
        <SendStepContent store={store} onCheck={onCheck} />
      </div>
      {tab === 'history' ? <CommandHistoryView store={store} /> : null}
    </Modal>
  );
});

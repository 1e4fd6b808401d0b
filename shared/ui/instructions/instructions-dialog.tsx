import { Alert, App, Button, Modal, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CommandParams } from '@shared/api/dto/command-dto';
import type { InstructionsDialogType } from '@shared/contract/bus-messages';
import { COMMAND_VEHICLES_MAX } from '@shared/api/endpoints/command-endpoints';
import type { HttpClient } from '@shared/http/http-client';
import { CommandForm } from './command-form';
import { CommandHistoryView } from './command-history-view';
import { DeliveryView } from './delivery-view';
import { InstructionsStore } from './instructions-store';
import { PreCheckView } from './pre-check-view';
import { useDialogEscape } from './use-dialog-escape';

type TabKey = 'send' | 'history';

/** a column with antd Space's small gap; a hidden child (the form while the matrix shows) leaves no gap */
const SEND_CONTENT_STYLE = { display: 'flex', flexDirection: 'column', gap: 8 } as const;

function titleOf(type: InstructionsDialogType, count: number): string {
  if (type === 'history') return '指令记录';
  return type === 'single' ? '下发指令' : `批量下发指令（${count} 辆车）`;
}

/**
 * The instructions dialog (product-spec §2 global dialog with a dialog type): `single` and `batch`
 * open on sending, `history` on the command records. Built fresh for every opening.
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
  const secondaryRef = useRef<HTMLButtonElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void store.loadTypes();
    return () => store.dispose();
  }, [store]);

  const send = () => {
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
  };

  const sendDisabled = store.vehicleIds.length === 0;
  // the tab bar alone, the same element while the tab stays: a pre-check answer or a progress poll
  // renders the content below, not antd's Tabs (which measures its tabs and builds its overflow menu)
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
  const onCheck = useCallback(
    (params: CommandParams) => {
      if (store.commandCode) store.choose(store.commandCode, params);
      void store.runCheck();
    },
    [store],
  );

  const matrix = store.matrix;
  const progress = store.progress;
  const step = store.step;

  // the button pressed (预检, 发送) leaves with its step: focus goes to the next step's action, not
  // to the page's body, so a keyboard user goes on from there (Escape, Tab, Enter all stay in the dialog)
  useEffect(() => {
    if (step === 'checked') {
      const send = sendRef.current;
      (send && !send.disabled ? send : secondaryRef.current)?.focus();
    } else if (step === 'progress') {
      closeRef.current?.focus();
    }
  }, [step]);
  const busy = store.checkState.isLoading || store.sendState.isLoading;
  const error = store.typesState.error ?? store.checkState.error ?? store.sendState.error;

  // 取消 and 返回修改 share a key: the pre-check's answer updates that button, not a new one to mount. 预检 and
  // 发送 do not: 预检 leaves while loading, where turning its spinner off would start a motion that measures the page
  const footer =
    tab !== 'send'
      ? [
          <Button key="close" onClick={close}>
            关闭
          </Button>,
        ]
      : step === 'choose'
        ? [
            <Button key="secondary" onClick={close}>
              取消
            </Button>,
            <Button key="check" type="primary" htmlType="submit" form="instructions-command-form" disabled={!store.commandCode || store.tooMany || store.vehicleIds.length === 0} loading={busy}>
              预检
            </Button>,
          ]
        : step === 'checked'
          ? [
              <Button key="secondary" ref={secondaryRef} onClick={() => store.restart()}>
                返回修改
              </Button>,
              <Button key="send" ref={sendRef} type="primary" danger={store.commandType?.needsConfirmation} disabled={!matrix || matrix.eligibleIds.length === 0} loading={busy} onClick={send}>
                发送到 {matrix?.eligibleIds.length ?? 0} 辆车
              </Button>,
            ]
          : [
              <Button key="again" onClick={() => store.restart()}>
                再发一条
              </Button>,
              <Button key="retry" disabled={!progress || progress.retryableIds.length === 0} loading={busy} onClick={() => void store.retry()}>
                重试失败的车辆（{progress?.retryableIds.length ?? 0}）
              </Button>,
              <Button key="close" ref={closeRef} type="primary" onClick={close}>
                关闭
              </Button>,
            ];

  const sendContent = (
    <div style={SEND_CONTENT_STYLE}>
      {store.invalidIds.length ? <Alert type="warning" showIcon message={`已忽略无效的车辆编号：${store.invalidIds.join('、')}`} /> : null}
      {store.tooMany ? <Alert type="error" showIcon message={`一次最多向 ${COMMAND_VEHICLES_MAX} 辆车下发指令，请减少所选车辆`} /> : null}
      {error ? <Alert type="error" showIcon message={error.message} /> : null}
      {/* kept while the matrix shows (hidden): the answer mounts the matrix and unmounts nothing, and 返回修改 finds the parameters as they were */}
      {step !== 'progress' ? (
        <div hidden={step !== 'choose'}>
          <CommandForm store={store} onCheck={onCheck} />
        </div>
      ) : null}
      {step === 'checked' && matrix ? (
        <>
          {store.commandType?.needsConfirmation ? (
            <Alert type="warning" showIcon message={`「${store.commandType.name}」为危险指令，发送前需要再次确认，操作将被审计记录。`} />
          ) : null}
          <PreCheckView matrix={matrix} />
        </>
      ) : null}
      {step === 'progress' && progress ? <DeliveryView progress={progress} /> : null}
      {step === 'progress' && !progress ? <Alert type="info" message="正在查询下发进度…" /> : null}
    </div>
  );

  return (
    <Modal open title={titleOf(type, store.vehicleIds.length)} width={760} onCancel={close} footer={footer} modalRender={withEscape} maskClosable={false} destroyOnHidden>
      {tabsElement}
      {/* the send tab stays mounted while the history shows, as a tab pane would */}
      <div hidden={tab !== 'send'}>{sendContent}</div>
      {tab === 'history' ? <CommandHistoryView store={store} /> : null}
    </Modal>
  );
});

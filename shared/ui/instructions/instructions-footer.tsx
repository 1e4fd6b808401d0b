import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { inTaskAfterPaint } from '@shared/map/next-task';
import type { InstructionsStore } from './instructions-store';

export interface InstructionsFooterProps {
  store: InstructionsStore;
  /** the send tab shows the step's actions; the history tab only 关闭 */
  sendTab: boolean;
  onClose: () => void;
  /** 发送: the dialog asks for confirmation first when the command needs it */
  onSend: () => void;
}

/**
 * The dialog's buttons for the current step. Its own observer, given to the Modal as one element
 * whose props stay the same: a pre-check answer or a progress poll renders these buttons and the
 * content, not antd's Modal around them.
 */
export const InstructionsFooter = observer(function InstructionsFooter({ store, sendTab, onClose, onSend }: InstructionsFooterProps) {
  const secondaryRef = useRef<HTMLButtonElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const step = store.step;
  const matrix = store.matrix;
  const progress = store.progress;

  // the button pressed (预检, 发送) leaves with its step: focus goes to the next step's action, not
  // to the page's body, so a keyboard user goes on from there (Escape, Tab, Enter all stay in the dialog).
  // Once the step is painted: focusing makes the browser lay the dialog out and run the focus events
  // at once, in the answer's task before the matrix is shown (2–6 ms of the task in traces)
  useEffect(() => {
    if (step === 'choose') return undefined;
    let current = true;
    inTaskAfterPaint(() => {
      if (!current) return;
      const send = sendRef.current;
      const target = step === 'checked' ? (send && !send.disabled ? send : secondaryRef.current) : closeRef.current;
      target?.focus();
    });
    return () => {
      current = false;
    };
  }, [step]);

  if (!sendTab) return <Button onClick={onClose}>关闭</Button>;
  const busy = store.checkState.isLoading || store.sendState.isLoading;
  // 取消 and 返回修改 share a key: the pre-check's answer updates that button, not a new one to mount. 预检 and
  // 发送 do not: 预检 leaves while loading, where turning its spinner off would start a motion that measures the page
  if (step === 'choose') {
    return (
      <>
        <Button key="secondary" onClick={onClose}>
          取消
        </Button>
        <Button key="check" type="primary" htmlType="submit" form="instructions-command-form" disabled={!store.commandCode || store.tooMany || store.vehicleIds.length === 0} loading={busy}>
          预检
        </Button>
      </>
    );
  }
  if (step === 'checked') {
    return (
      <>
        <Button key="secondary" ref={secondaryRef} onClick={() => store.restart()}>
          返回修改
        </Button>
        <Button key="send" ref={sendRef} type="primary" danger={store.commandType?.needsConfirmation} disabled={!matrix || matrix.eligibleIds.length === 0} loading={busy} onClick={onSend}>
          发送到 {matrix?.eligibleIds.length ?? 0} 辆车
        </Button>
      </>
    );
  }
  return (
    <>
      <Button key="again" onClick={() => store.restart()}>
        再发一条
      </Button>
      <Button key="retry" disabled={!progress || progress.retryableIds.length === 0} loading={busy} onClick={() => void store.retry()}>
        重试失败的车辆（{progress?.retryableIds.length ?? 0}）
      </Button>
      <Button key="close" ref={closeRef} type="primary" onClick={onClose}>
        关闭
      </Button>
    </>
  );
});

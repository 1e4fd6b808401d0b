import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import type { CommandParams } from '@shared/api/dto/command-dto';
import { COMMAND_VEHICLES_MAX } from '@shared/api/endpoints/command-endpoints';
import { CommandForm } from './command-form';
import { DeliveryView } from './delivery-view';
import type { InstructionsStore } from './instructions-store';
import { PreCheckView } from './pre-check-view';

/** a column with antd Space's small gap; a hidden child (the form while the matrix shows) leaves no gap */
const SEND_CONTENT_STYLE = { display: 'flex', flexDirection: 'column', gap: 8 } as const;

/**
 * The send tab's content for the current step: the command form, the pre-check matrix, then the
 * delivery progress. Its own observer, so that a step's answer renders this and the footer only.
 */
export const SendStepContent = observer(function SendStepContent({ store, onCheck }: { store: InstructionsStore; onCheck: (params: CommandParams) => void }) {
  const step = store.step;
  const matrix = store.matrix;
  const progress = store.progress;
  const error = store.typesState.error ?? store.checkState.error ?? store.sendState.error;
  return (
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
});

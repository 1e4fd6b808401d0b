import { Checkbox, Form, Input, InputNumber, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { CommandParam, CommandParams } from '@shared/api/dto/command-dto';
import type { InstructionsStore } from './instructions-store';

/** One parameter's input, built from the catalogue's schema (kind, bounds, unit). */
function paramItem(param: CommandParam) {
  if (param.kind === 'integer') {
    return (
      <Form.Item
        key={param.key}
        name={param.key}
        label={param.label}
        rules={[
          { required: true, message: `请输入${param.label}` },
          { type: 'number', min: param.min, max: param.max, message: `${param.label}须在 ${param.min} 到 ${param.max} 之间` },
        ]}
      >
        <InputNumber min={param.min} max={param.max} precision={0} addonAfter={param.unit ?? undefined} style={{ width: 220 }} />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      key={param.key}
      name={param.key}
      label={param.label}
      rules={[
        { required: param.min > 0, whitespace: true, message: `请输入${param.label}` },
        { min: param.min, max: param.max, message: `${param.label}长度须在 ${param.min} 到 ${param.max} 个字之间` },
      ]}
    >
      <Input.TextArea maxLength={param.max} showCount rows={2} />
    </Form.Item>
  );
}

/** The command picker and its parameters; `onCheck` receives the parameters once they are valid. */
export const CommandForm = observer(function CommandForm({ store, onCheck }: { store: InstructionsStore; onCheck: (params: CommandParams) => void }) {
  const [form] = Form.useForm<CommandParams>();
  const type = store.commandType;
  return (
    <Form form={form} layout="vertical" onFinish={(values) => onCheck(values)} id="instructions-command-form">
      <Form.Item label="指令" required>
        <Select
          aria-label="指令"
          placeholder="请选择指令"
          loading={store.typesState.isLoading}
          value={store.commandCode ?? undefined}
          onChange={(code) => {
            form.resetFields();
            store.choose(code);
          }}
          options={store.types.map((item) => ({ value: item.code, label: item.needsConfirmation ? `${item.name}（需确认）` : item.name }))}
          style={{ width: 320 }}
        />
      </Form.Item>
      {type ? (
        <>
          <Typography.Paragraph type="secondary">{type.description}</Typography.Paragraph>
          {type.params.map(paramItem)}
          {type.queueable ? (
            <Form.Item>
              <Checkbox checked={store.queueOffline} onChange={(event) => store.setQueueOffline(event.target.checked)}>
                离线车辆排队，上线后自动下发
              </Checkbox>
            </Form.Item>
          ) : null}
        </>
      ) : null}
    </Form>
  );
});

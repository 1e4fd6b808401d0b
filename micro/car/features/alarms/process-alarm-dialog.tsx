import { Form, Input, Modal, Radio } from 'antd';
import { memo, useEffect } from 'react';
import { PROCESS_METHODS, PROCESS_METHOD_NAMES, PROCESS_NOTE_MAX, type ProcessMethod } from '@shared/api/dto/alarm-dto';

interface ProcessForm {
  processMethod: ProcessMethod;
  note: string;
}

const METHOD_OPTIONS = PROCESS_METHODS.map((method) => ({ value: method, label: PROCESS_METHOD_NAMES[method] }));

/**
 * 处理报警: a handling method and a note, for one alarm or the checked ones. Memoised: the page
 * renders for the list's update while the dialog is still open, and its Modal, form and radio group
 * need not render again for that.
 */
export const ProcessAlarmDialog = memo(function ProcessAlarmDialog({
  count,
  open,
  busy,
  onSubmit,
  onCancel,
}: {
  count: number;
  open: boolean;
  busy: boolean;
  onSubmit: (method: ProcessMethod, note: string) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<ProcessForm>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      title={count > 1 ? `批量处理报警（${count} 条）` : '处理报警'}
      open={open}
      okText="确定处理"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void form.validateFields().then((values) => onSubmit(values.processMethod, values.note ?? ''))}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ processMethod: 'phoneDriver', note: '' }}>
        <Form.Item name="processMethod" label="处理方式" rules={[{ required: true, message: '请选择处理方式' }]}>
          <Radio.Group options={METHOD_OPTIONS} />
        </Form.Item>
        <Form.Item name="note" label="备注">
          <Input.TextArea maxLength={PROCESS_NOTE_MAX} showCount rows={3} placeholder="处理情况说明（选填）" />
        </Form.Item>
      </Form>
    </Modal>
  );
});

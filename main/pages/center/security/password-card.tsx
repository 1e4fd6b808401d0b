import { App, Button, Card, Form, Input } from 'antd';
import { updatePassword } from '@shared/api/account-api';
import { getLoginPage } from '@shared/api/auth-api';
import { PASSWORD_MAX, PASSWORD_MIN, passwordRuleBroken } from '@shared/api/validation/password-rules';
import { useRootStore } from '../../../context/store-context';
import { FormFailure } from '../form-failure';
import { useFormAction } from '../use-form-action';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * 修改密码: the old password is checked by the server; the new one keeps the platform's rules
 * (checked here with the server's messages before sending) and both travel RSA-encrypted with the
 * login page's key. Other sessions of the user end.
 */
export function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const root = useRootStore();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const action = useFormAction();

  const submit = async (values: PasswordValues) => {
    const done = await action.run(async () => {
      const { publicKey } = await getLoginPage(root.http);
      const result = await updatePassword(root.http, publicKey, values.oldPassword, values.newPassword);
      void message.success(result.endedSessions > 0 ? `密码已修改，其他 ${result.endedSessions} 处登录已退出` : '密码已修改');
    });
    if (done) {
      form.resetFields();
      onChanged();
    }
  };

  return (
    <Card title="修改密码" size="small">
      <FormFailure message={action.error} />
      <Form<PasswordValues> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 360 }} autoComplete="off">
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          extra={`${PASSWORD_MIN}–${PASSWORD_MAX} 位，须同时包含字母和数字，可含英文符号，不能包含空格`}
          dependencies={['oldPassword']}
          rules={[
            { required: true, message: '请输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (!value) return;
                const broken = passwordRuleBroken(value, String(getFieldValue('oldPassword') ?? ''));
                if (broken) throw new Error(broken);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX + 1} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的新密码不一致');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX + 1} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={action.busy}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}

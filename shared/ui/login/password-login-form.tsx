import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { login } from '../../api/auth-api';
import type { LoginResult } from '../../api/dto/auth-dto';
import { LOGIN_NAME_MAX } from '../../api/endpoints/auth-endpoints';
import type { HttpClient } from '../../http/http-client';
import { CAPTCHA_FIELD } from './captcha-field';
import { LoginConfigGate } from './login-config-gate';
import { LoginSubmitBlock } from './login-submit-block';
import { useLoginPageConfig } from './use-login-page-config';
import { useLoginSubmit } from './use-login-submit';

export interface PasswordLoginFormProps {
  http: HttpClient;
  /** called after the server accepted the credentials; the host stores the session and moves on */
  onLoggedIn: (result: LoginResult) => void | Promise<void>;
}

interface FormValues {
  username: string;
  password: string;
  [CAPTCHA_FIELD]?: string;
}

/**
 * Account + password login shared by both login screens and the console's standalone mode. The
 * public key comes from the login page config; `login()` encrypts both fields with it, so the clear
 * password never leaves the browser. A captcha field appears when the server asks for one: the
 * login page config says so, or a refused login does (then the config is asked again for the typed
 * name); the submit, captcha and failure handling are the two forms' shared `useLoginSubmit`.
 */
export function PasswordLoginForm({ http, onLoggedIn }: PasswordLoginFormProps) {
  const { state, retry, recheck } = useLoginPageConfig(http);
  const [form] = Form.useForm<FormValues>();
  const config = state.status === 'ready' ? state.config : null;
  const loginSubmit = useLoginSubmit({ http, config, flag: 'captchaRequired', form });

  const submit = async (values: FormValues) => {
    if (!config) return;
    const username = values.username.trim();
    await loginSubmit.submit(
      values[CAPTCHA_FIELD],
      async (answer) => onLoggedIn(await login(http, config.publicKey, { username, password: values.password, ...answer })),
      () => recheck(username),
    );
  };

  if (state.status !== 'ready') return <LoginConfigGate state={state} retry={retry} />;

  return (
    <Form<FormValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={loginSubmit.submitting} autoComplete="on">
      <Form.Item label="账号" name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" maxLength={LOGIN_NAME_MAX} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <LoginSubmitBlock login={loginSubmit} />
    </Form>
  );
}

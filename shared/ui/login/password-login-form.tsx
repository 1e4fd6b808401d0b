import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { login } from '../../api/auth-api';
import type { LoginResult } from '../../api/dto/auth-dto';
import { LOGIN_NAME_MAX } from '../../api/endpoints/auth-endpoints';
import type { HttpClient } from '../../http/http-client';
import { errorText, toApiError, type ApiError } from '../../http/api-error';
import { CAPTCHA_FIELD, CaptchaField } from './captcha-field';
import { LoginConfigGate } from './login-config-gate';
import { asksForCaptcha, useCaptcha } from './use-captcha';
import { useLoginPageConfig } from './use-login-page-config';

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
 * name); every refusal draws a new image, as the server burns a captcha once checked. Failures show
 * inline with the server's message, and nothing typed is lost.
 */
export function PasswordLoginForm({ http, onLoggedIn }: PasswordLoginFormProps) {
  const { state, retry, recheck } = useLoginPageConfig(http);
  const [answerAsked, setAnswerAsked] = useState(false);
  const captchaNeeded = answerAsked || (state.status === 'ready' && state.config.captchaRequired);
  const captcha = useCaptcha(http, captchaNeeded);
  const [form] = Form.useForm<FormValues>();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<ApiError | null>(null);

  const submit = async (values: FormValues) => {
    if (state.status !== 'ready') return;
    setSubmitting(true);
    setSubmitError(null);
    const username = values.username.trim();
    const answer = captchaNeeded && captcha.captcha ? { captcha: values[CAPTCHA_FIELD]?.trim(), captchaKey: captcha.captcha.captchaKey } : {};
    try {
      const result = await login(http, state.config.publicKey, { username, password: values.password, ...answer });
      await onLoggedIn(result);
    } catch (failure) {
      const error = toApiError(failure);
      // the config first, so the message, the captcha field and the enabled button come together
      const config = await recheck(username);
      setSubmitError(error);
      const needed = asksForCaptcha(error) || answerAsked || (config?.captchaRequired ?? false);
      if (asksForCaptcha(error)) setAnswerAsked(true);
      // the server burnt the captcha it checked: the next try needs a new image and a new answer
      if (needed) {
        form.setFieldValue(CAPTCHA_FIELD, '');
        if (captchaNeeded) captcha.refresh();
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (state.status !== 'ready') return <LoginConfigGate state={state} retry={retry} />;

  return (
    <Form<FormValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={submitting} autoComplete="on">
      <Form.Item label="账号" name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" maxLength={LOGIN_NAME_MAX} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={64} />
      </Form.Item>
      {captchaNeeded ? <CaptchaField state={captcha} /> : null}
      {submitError ? <Alert type="error" showIcon title={errorText(submitError)} style={{ marginBottom: 16 }} /> : null}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting} autoInsertSpace={false}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}

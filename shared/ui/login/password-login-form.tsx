import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { getLoginPage, login } from '../../api/auth-api';
import type { LoginPageConfig, LoginResult } from '../../api/dto/auth-dto';
import type { HttpClient } from '../../http/http-client';
import { errorText, toApiError, type ApiError } from '../../http/api-error';

export interface PasswordLoginFormProps {
  http: HttpClient;
  /** called after the server accepted the credentials; the host stores the session and moves on */
  onLoggedIn: (result: LoginResult) => void | Promise<void>;
}

interface FormValues {
  username: string;
  password: string;
}

type KeyState = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; config: LoginPageConfig };

/**
 * Account + password login shared by the shell and the console's standalone mode. The public key
 * comes from the login page config; `login()` encrypts both fields with it, so the clear password
 * never leaves the browser. Its failures (no key, a refused login) show inline next to the
 * fields, with the server's message: the form is where the user acts on them.
 */
export function PasswordLoginForm({ http, onLoggedIn }: PasswordLoginFormProps) {
  const [keyState, setKeyState] = useState<KeyState>({ status: 'loading' });
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getLoginPage(http).then(
      (config) => {
        if (!cancelled) setKeyState({ status: 'ready', config });
      },
      (error: unknown) => {
        if (!cancelled) setKeyState({ status: 'error', error: toApiError(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [http, attempt]);

  const retryKey = useCallback(() => {
    setKeyState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const submit = async (values: FormValues) => {
    if (keyState.status !== 'ready') return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const result = await login(http, keyState.config.publicKey, { username: values.username.trim(), password: values.password });
      await onLoggedIn(result);
    } catch (error) {
      setSubmitError(toApiError(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (keyState.status === 'loading') {
    return (
      <div style={{ textAlign: 'center', padding: 24 }}>
        <Spin />
        <div style={{ marginTop: 8 }}>正在准备登录…</div>
      </div>
    );
  }

  if (keyState.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title="无法获取登录配置"
        description={errorText(keyState.error)}
        action={
          <Button size="small" onClick={retryKey}>
            重新获取
          </Button>
        }
      />
    );
  }

  return (
    <Form<FormValues> layout="vertical" requiredMark={false} onFinish={submit} disabled={submitting} autoComplete="on">
      <Form.Item label="账号" name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={64} />
      </Form.Item>
      {submitError ? <Alert type="error" showIcon title={errorText(submitError)} style={{ marginBottom: 16 }} /> : null}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting} autoInsertSpace={false}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}

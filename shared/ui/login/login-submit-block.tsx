import { Alert, Button, Form } from 'antd';
import { errorText } from '../../http/api-error';
import { CaptchaField } from './captcha-field';
import type { LoginSubmit } from './use-login-submit';

/** The end of both login forms: the captcha when asked for, the refusal's message, and 登录. */
export function LoginSubmitBlock({ login }: { login: Pick<LoginSubmit, 'captchaNeeded' | 'captcha' | 'submitting' | 'submitError'> }) {
  return (
    <>
      {login.captchaNeeded ? <CaptchaField state={login.captcha} /> : null}
      {login.submitError ? <Alert type="error" showIcon title={errorText(login.submitError)} style={{ marginBottom: 16 }} /> : null}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={login.submitting} autoInsertSpace={false}>
          登录
        </Button>
      </Form.Item>
    </>
  );
}

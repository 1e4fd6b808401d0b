import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { loginWithSms, sendLoginSms } from '../../api/auth-api';
import type { LoginResult } from '../../api/dto/auth-dto';
import { MSG_PHONE_FORMAT, MSG_SMS_CODE_FORMAT, PHONE_PATTERN, SMS_CODE_PATTERN } from '../../api/endpoints/account-endpoints';
import type { HttpClient } from '../../http/http-client';
import { errorText, toApiError } from '../../http/api-error';
import { CAPTCHA_FIELD } from './captcha-field';
import { LoginConfigGate } from './login-config-gate';
import { LoginSubmitBlock } from './login-submit-block';
import { useCountdown } from './use-countdown';
import { useLoginPageConfig } from './use-login-page-config';
import { useLoginSubmit } from './use-login-submit';

export interface SmsLoginFormProps {
  http: HttpClient;
  onLoggedIn: (result: LoginResult) => void | Promise<void>;
}

interface FormValues {
  phone: string;
  smsCode: string;
  [CAPTCHA_FIELD]?: string;
}

/** Phone (11 digits) and code (6 digits): the field limits are the contract's patterns. */
const PHONE_LENGTH = 11;
const SMS_CODE_LENGTH = 6;

type Notice = { type: 'success' | 'error'; text: string } | null;

/**
 * The newer screen's SMS-code login (product-spec §2). 获取验证码 sends the code (`sendLoginSms`,
 * phone RSA-encrypted) and counts down the server's `resendAfter`; the server's limits (too soon,
 * too many a day) come back as its Chinese message. The login posts grant `sms`; after repeated
 * wrong codes the server asks for a captcha (login page `smsCaptchaRequired`, or the answer
 * 请输入验证码) and the field appears.
 */
export function SmsLoginForm({ http, onLoggedIn }: SmsLoginFormProps) {
  const { state, retry, recheck } = useLoginPageConfig(http);
  const countdown = useCountdown();
  const [form] = Form.useForm<FormValues>();
  const loginSubmit = useLoginSubmit({ http, config: state.status === 'ready' ? state.config : null, flag: 'smsCaptchaRequired', form });
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  if (state.status !== 'ready') return <LoginConfigGate state={state} retry={retry} />;
  const { publicKey, smsLoginEnabled } = state.config;
  if (!smsLoginEnabled) return <Alert type="info" showIcon title="短信登录暂未开放，请使用账号密码登录" />;

  const sendCode = async () => {
    let phone: string;
    try {
      phone = String((await form.validateFields(['phone'])).phone).trim();
    } catch {
      return; // the field shows why
    }
    setSending(true);
    setNotice(null);
    try {
      const sent = await sendLoginSms(http, publicKey, phone);
      countdown.start(sent.resendAfter);
      setNotice({ type: 'success', text: `验证码已发送至 ${sent.phone}，${Math.round(sent.expiresIn / 60)} 分钟内有效` });
    } catch (failure) {
      setNotice({ type: 'error', text: errorText(toApiError(failure)) });
    } finally {
      setSending(false);
    }
  };

  const submit = (values: FormValues) =>
    loginSubmit.submit(
      values[CAPTCHA_FIELD],
      async (answer) => onLoggedIn(await loginWithSms(http, publicKey, values.phone.trim(), values.smsCode.trim(), answer)),
      () => recheck(),
    );

  const sendLabel = countdown.left > 0 ? `${countdown.left} 秒后重新获取` : '获取验证码';

  return (
    <Form<FormValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={loginSubmit.submitting}>
      <Form.Item
        label="手机号"
        name="phone"
        rules={[
          { required: true, whitespace: true, message: '请输入手机号' },
          { pattern: PHONE_PATTERN, message: MSG_PHONE_FORMAT },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="请输入绑定的手机号" autoComplete="tel" inputMode="numeric" maxLength={PHONE_LENGTH} />
      </Form.Item>
      <Form.Item label="短信验证码" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[
              { required: true, message: '请输入短信验证码' },
              { pattern: SMS_CODE_PATTERN, message: MSG_SMS_CODE_FORMAT },
            ]}
          >
            <Input prefix={<MessageOutlined />} placeholder="6 位数字" aria-label="短信验证码" autoComplete="one-time-code" inputMode="numeric" maxLength={SMS_CODE_LENGTH} />
          </Form.Item>
          <Button onClick={() => void sendCode()} loading={sending} disabled={countdown.left > 0 || loginSubmit.submitting} style={{ minWidth: 128 }}>
            {sendLabel}
          </Button>
        </Space.Compact>
      </Form.Item>
      {notice ? <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} /> : null}
      <LoginSubmitBlock login={loginSubmit} />
    </Form>
  );
}

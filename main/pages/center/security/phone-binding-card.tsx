import { App, Button, Card, Descriptions, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { bindPhone, sendBindSms, sendVerifySms, unbind, verifyPhoneCode } from '@shared/api/account-api';
import type { AuthData } from '@shared/api/dto/account-dto';
import { MSG_PHONE_FORMAT, MSG_SMS_CODE_FORMAT, PHONE_PATTERN, SMS_CODE_PATTERN } from '@shared/api/endpoints/account-endpoints';
import { useRootStore } from '../../../context/store-context';
import { showTime } from '../center-time';
import { FormFailure } from '../form-failure';
import { useFormAction } from '../use-form-action';
import { SmsCodeRow } from './sms-code-row';

export interface PhoneBindingCardProps {
  auth: AuthData;
  /** this browser's fingerprint while it is not trusted: a verification here trusts it too */
  untrustedFingerprint: string | null;
  onChanged: () => void;
}

/**
 * 手机绑定: the bound phone; the identity check by SMS to it (which unlocks unbinding for 10
 * minutes, and trusts this browser when it is not yet); binding or changing the phone with a code
 * sent to the new number; unbinding it.
 */
export function PhoneBindingCard({ auth, untrustedFingerprint, onChanged }: PhoneBindingCardProps) {
  const root = useRootStore();
  const { message } = App.useApp();
  const verify = useFormAction();
  const bind = useFormAction();
  const [verifyCode, setVerifyCode] = useState('');
  const [phone, setPhone] = useState('');
  const [bindCode, setBindCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const verifiedUntil = auth.identityVerifiedUntil;

  const sendVerify = async () => {
    let wait: number | null = null;
    await verify.run(async () => {
      const sent = await sendVerifySms(root.http);
      void message.success(`验证码已发送至 ${sent.phone}`);
      wait = sent.resendAfter;
    });
    return wait;
  };

  const runVerify = async () => {
    if (!SMS_CODE_PATTERN.test(verifyCode)) {
      setProblem(MSG_SMS_CODE_FORMAT);
      return;
    }
    setProblem(null);
    const done = await verify.run(async () => {
      await verifyPhoneCode(root.http, verifyCode, untrustedFingerprint ?? undefined);
      void message.success(untrustedFingerprint ? '身份验证成功，此设备已设为受信任设备' : '身份验证成功');
    });
    if (done) {
      setVerifyCode('');
      onChanged();
    }
  };

  const sendBind = async () => {
    if (!PHONE_PATTERN.test(phone)) {
      setProblem(MSG_PHONE_FORMAT);
      return null;
    }
    setProblem(null);
    let wait: number | null = null;
    await bind.run(async () => {
      const sent = await sendBindSms(root.http, phone);
      void message.success(`验证码已发送至 ${sent.phone}`);
      wait = sent.resendAfter;
    });
    return wait;
  };

  const runBind = async () => {
    if (!PHONE_PATTERN.test(phone)) return setProblem(MSG_PHONE_FORMAT);
    if (!SMS_CODE_PATTERN.test(bindCode)) return setProblem(MSG_SMS_CODE_FORMAT);
    setProblem(null);
    const done = await bind.run(async () => {
      const bound = await bindPhone(root.http, phone, bindCode);
      void message.success(`已绑定手机 ${bound.phone}`);
    });
    if (done) {
      setPhone('');
      setBindCode('');
      onChanged();
    }
  };

  const runUnbind = async () => {
    const done = await bind.run(async () => {
      await unbind(root.http, 'phone');
      void message.success('已解绑手机号');
    });
    if (done) onChanged();
  };

  return (
    <Card title="手机绑定" size="small">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'phone', label: '绑定手机', children: auth.phone.bound ? (auth.phone.phone ?? '已绑定') : '未绑定' },
          { key: 'sms', label: '短信验证码登录', children: auth.phone.smsLoginEnabled ? '已开启' : '未开启' },
          { key: 'verified', label: '身份验证有效期', children: verifiedUntil ? `至 ${showTime(verifiedUntil)}` : '未验证' },
        ]}
      />
      {problem ? (
        <Typography.Paragraph type="danger" role="alert">
          {problem}
        </Typography.Paragraph>
      ) : null}
      {auth.phone.bound ? (
        <section aria-label="身份验证" style={{ marginTop: 12 }}>
          <Typography.Text strong>身份验证（解绑前需完成）</Typography.Text>
          <FormFailure message={verify.error} />
          <Space wrap style={{ display: 'flex', marginTop: 8 }}>
            <SmsCodeRow label="身份验证" code={verifyCode} onCodeChange={setVerifyCode} onSend={sendVerify} />
            <Button onClick={runVerify} loading={verify.busy}>
              验证
            </Button>
          </Space>
        </section>
      ) : null}
      <section aria-label="绑定手机" style={{ marginTop: 16 }}>
        <Typography.Text strong>{auth.phone.bound ? '更换手机号' : '绑定手机号'}</Typography.Text>
        <FormFailure message={bind.error} />
        <Space wrap style={{ display: 'flex', marginTop: 8 }}>
          <Input
            aria-label="新手机号"
            placeholder="11 位手机号"
            inputMode="tel"
            maxLength={11}
            value={phone}
            onChange={(event) => setPhone(event.target.value.trim())}
            style={{ width: 160 }}
          />
          <SmsCodeRow label="绑定手机" code={bindCode} onCodeChange={setBindCode} onSend={sendBind} />
          <Button type="primary" onClick={runBind} loading={bind.busy}>
            绑定
          </Button>
          {auth.phone.bound ? (
            <Popconfirm title="解绑后将无法使用短信验证码登录，确定解绑吗？" okText="确定" cancelText="取消" onConfirm={runUnbind}>
              <Button danger>解绑手机</Button>
            </Popconfirm>
          ) : null}
        </Space>
      </section>
    </Card>
  );
}

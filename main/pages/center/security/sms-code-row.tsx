import { Button, Input, Space } from 'antd';
import { useCountdown } from './use-countdown';

export interface SmsCodeRowProps {
  /** names the row for assistive technology: 身份验证 / 绑定手机 */
  label: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** asks the server for a code; resolves with its `resendAfter` seconds, or null when it failed */
  onSend: () => Promise<number | null>;
  disabled?: boolean;
}

/** The code input and 获取验证码 with the server's resend countdown. */
export function SmsCodeRow({ label, code, onCodeChange, onSend, disabled }: SmsCodeRowProps) {
  const countdown = useCountdown();
  const send = async () => {
    const wait = await onSend();
    if (wait !== null) countdown.start(wait);
  };
  return (
    <Space.Compact>
      <Input
        aria-label={`${label}短信验证码`}
        placeholder="6 位短信验证码"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(event) => onCodeChange(event.target.value.trim())}
        style={{ width: 160 }}
      />
      <Button onClick={send} disabled={disabled || countdown.left > 0}>
        {countdown.left > 0 ? `${countdown.left} 秒后重新获取` : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}

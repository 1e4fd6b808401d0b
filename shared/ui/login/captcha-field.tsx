import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { LOGIN_CODE_MAX } from '../../api/endpoints/auth-endpoints';
import { errorText } from '../../http/api-error';
import type { CaptchaState } from './use-captcha';

/** The form field the captcha answer is typed into (both login forms). */
export const CAPTCHA_FIELD = 'captcha';

/**
 * The captcha answer and its image; a click on the image draws a new one. Shown only when the
 * server asks for it (login page config, or a login answered 请输入验证码).
 */
export function CaptchaField({ state }: { state: CaptchaState }) {
  const { captcha, loading, error, refresh } = state;
  return (
    <Form.Item label="验证码" required extra={error ? `验证码图片获取失败：${errorText(error)}，请点击图片处重试` : undefined}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={CAPTCHA_FIELD} noStyle rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}>
          <Input prefix={<SafetyOutlined />} placeholder="请输入图中字符" aria-label="验证码" autoComplete="off" maxLength={LOGIN_CODE_MAX} />
        </Form.Item>
        <Button
          aria-label="看不清，换一张验证码"
          title="看不清？点击换一张"
          onClick={refresh}
          loading={loading && !captcha}
          style={{ width: 120, height: 40, padding: 0 }}
        >
          {captcha ? <img src={captcha.image} alt="验证码图片" width={118} height={38} /> : loading ? null : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

import { Card, Tabs, Typography } from 'antd';
import type { LoginResult } from '../../api/dto/auth-dto';
import type { CustomerInfo } from '../../api/dto/customer-dto';
import type { HttpClient } from '../../http/http-client';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

export type LoginStyle = CustomerInfo['loginStyle'];

export interface LoginScreenProps {
  http: HttpClient;
  /** the host's screen (customer info `loginStyle`): `old` for the one listed host, `new` otherwise */
  loginStyle: LoginStyle;
  /** the product name of this host (customer info title) */
  title: string;
  /** a second line under the title (the standalone console says what it is) */
  subtitle?: string;
  onLoggedIn: (result: LoginResult) => void | Promise<void>;
}

/**
 * The two login screens of product-spec §2, shared by the shell and the console's standalone mode.
 * Both encrypt the credentials and show the captcha when the server asks; the newer one also has
 * the SMS-code login.
 */
export function LoginScreen(props: LoginScreenProps) {
  return props.loginStyle === 'old' ? <OldLoginScreen {...props} /> : <NewLoginScreen {...props} />;
}

/**
 * The newer screen: a centred card with 账户登录 and 短信登录 tabs. (A tab panel is labelled by its
 * tab: the names avoid the field labels 账号, 密码, 手机号, 验证码, so a label finds its field only.)
 */
function NewLoginScreen({ http, title, subtitle, onLoggedIn }: LoginScreenProps) {
  return (
    <div
      data-login-style="new"
      style={{ flex: 1, minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16, boxSizing: 'border-box', background: 'linear-gradient(135deg, #e6f4ff 0%, #f5f5f5 100%)' }}
    >
      <Card style={{ width: 400 }}>
        <Typography.Title level={1} style={{ textAlign: 'center', marginTop: 0, fontSize: 24 }}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Paragraph style={{ textAlign: 'center', color: 'rgba(0, 0, 0, 0.72)' }}>{subtitle}</Typography.Paragraph> : null}
        <Tabs
          centered
          items={[
            { key: 'password', label: '账户登录', children: <PasswordLoginForm http={http} onLoggedIn={onLoggedIn} /> },
            { key: 'sms', label: '短信登录', children: <SmsLoginForm http={http} onLoggedIn={onLoggedIn} /> },
          ]}
        />
      </Card>
    </div>
  );
}

/** The older screen, kept for its one listed host: a banner on the left, the password form on the right. */
function OldLoginScreen({ http, title, subtitle, onLoggedIn }: LoginScreenProps) {
  return (
    <div data-login-style="old" style={{ flex: 1, minHeight: '100%', display: 'flex', background: '#0b3a6e' }}>
      <section style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: '0 64px', color: '#ffffff' }}>
        <h1 style={{ color: '#ffffff', fontSize: 32, margin: 0 }}>{title}</h1>
        <p style={{ color: '#ffffff', fontSize: 16 }}>{subtitle ?? '车辆定位 · 监控 · 管理'}</p>
      </section>
      <section style={{ width: 420, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#ffffff', padding: 32 }}>
        <div style={{ width: '100%' }}>
          <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
            用户登录
          </Typography.Title>
          <PasswordLoginForm http={http} onLoggedIn={onLoggedIn} />
        </div>
      </section>
    </div>
  );
}

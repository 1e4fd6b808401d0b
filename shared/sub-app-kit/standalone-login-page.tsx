import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { LoginResult } from '../api/dto/auth-dto';
import { getUser } from '../api/user-api';
import { MSG_SESSION_NOT_SAVED } from '../constants/messages';
import { PasswordLoginForm } from '../ui/login/password-login-form';
import { useSubAppKit } from './sub-app-kit-context';

export interface StandaloneLoginPageProps {
  /** what the login card says under the product name (车辆管理控制台, 数据报表) */
  title: string;
  /** the app forgets what an earlier session had loaded */
  onLoggedIn?: () => void;
}

/**
 * A sub-app's own login, used only when it runs without the shell. It stores the session exactly
 * where the shell does (same keys), so a later visit to the shell is logged in too.
 */
export function StandaloneLoginPage({ title, onLoggedIn }: StandaloneLoginPageProps) {
  const { session, http } = useSubAppKit();
  const navigate = useNavigate();

  const complete = async ({ sessionId }: LoginResult) => {
    // a login the browser refuses to store (storage full or disabled) would fail every request as "login timed out"
    const notSaved = () => new Error(MSG_SESSION_NOT_SAVED);
    try {
      if (!session.writeSessionId(sessionId)) throw notSaved();
      if (!session.writeUser(await getUser(http))) throw notSaved();
    } catch (error) {
      // half a session (id without user) would confuse the shell: keep both or neither
      session.clear();
      throw error;
    }
    onLoggedIn?.();
    navigate('/', { replace: true });
  };

  return (
    <div style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16, boxSizing: 'border-box' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0, textAlign: 'center' }}>
          智能车联
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {title} · 账号登录
        </Typography.Paragraph>
        <PasswordLoginForm http={http} onLoggedIn={complete} />
      </Card>
    </div>
  );
}

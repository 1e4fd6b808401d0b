import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { LoginResult } from '@shared/api/dto/auth-dto';
import { getUser } from '@shared/api/user-api';
import { MSG_SESSION_NOT_SAVED } from '@shared/constants/messages';
import { PasswordLoginForm } from '@shared/ui/login/password-login-form';
import { useCarContext } from '../../context/car-context';

/**
 * The console's own login, used only when it runs without the shell. It stores the session
 * exactly where the shell does (same keys), so a later visit to the shell is logged in too.
 */
export function StandaloneLoginPage() {
  const { stores } = useCarContext();
  const navigate = useNavigate();

  const onLoggedIn = async ({ sessionId }: LoginResult) => {
    // a login the browser refuses to store (storage full or disabled) would fail every request as "login timed out"
    const notSaved = () => new Error(MSG_SESSION_NOT_SAVED);
    try {
      if (!stores.session.writeSessionId(sessionId)) throw notSaved();
      if (!stores.session.writeUser(await getUser(stores.http))) throw notSaved();
    } catch (error) {
      // half a session (id without user) would confuse the shell: keep both or neither
      stores.session.clear();
      throw error;
    }
    stores.vehicleList.reset();
    navigate('/', { replace: true });
  };

  return (
    <div style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16, boxSizing: 'border-box' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0, textAlign: 'center' }}>
          智能车联
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          车辆管理控制台 · 账号登录
        </Typography.Paragraph>
        <PasswordLoginForm http={stores.http} onLoggedIn={onLoggedIn} />
      </Card>
    </div>
  );
}

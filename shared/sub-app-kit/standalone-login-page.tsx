import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getCustomerInfo } from '../api/customer-api';
import type { LoginResult } from '../api/dto/auth-dto';
import { getUser } from '../api/user-api';
import { MSG_SESSION_NOT_SAVED } from '../constants/messages';
import { LoginScreen, type LoginStyle } from '../ui/login/login-screen';
import { useSubAppKit } from './sub-app-kit-context';

export interface StandaloneLoginPageProps {
  /** what the login screen says under the product name (车辆管理控制台, 数据报表) */
  title: string;
  /** the app forgets what an earlier session had loaded */
  onLoggedIn?: () => void;
}

interface HostBranding {
  loginStyle: LoginStyle;
  title: string;
}

/** Without branding (the customer info failed) the newer screen and the product's own name. */
const DEFAULT_BRANDING: HostBranding = { loginStyle: 'new', title: '智能车联' };

/**
 * A sub-app's own login, used only when it runs without the shell: the shell's two screens
 * (`shared/ui/login`), chosen by this host's customer info as the shell chooses. It stores the
 * session exactly where the shell does (same keys), so a later visit to the shell is logged in too.
 */
export function StandaloneLoginPage({ title, onLoggedIn }: StandaloneLoginPageProps) {
  const { session, http, bus } = useSubAppKit();
  const navigate = useNavigate();
  const [branding, setBranding] = useState<HostBranding | null>(null);

  useEffect(() => {
    let cancelled = false;
    getCustomerInfo(http, window.location.host).then(
      (info) => {
        if (!cancelled) setBranding({ loginStyle: info.loginStyle, title: info.title || DEFAULT_BRANDING.title });
      },
      () => {
        if (!cancelled) setBranding(DEFAULT_BRANDING);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [http]);

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
    // the host loads the new user's permissions (standalone: answerStandaloneResources)
    bus.send('updateMenu', {});
    navigate('/', { replace: true });
  };

  if (!branding) {
    return (
      <div style={{ padding: 96, textAlign: 'center' }}>
        <Spin description="正在加载…" />
      </div>
    );
  }
  return <LoginScreen http={http} loginStyle={branding.loginStyle} title={branding.title} subtitle={title} onLoggedIn={complete} />;
}

import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getCustomerInfo } from '@shared/api/customer-api';
import type { LoginResult } from '@shared/api/dto/auth-dto';
import { getUser } from '@shared/api/user-api';
import { MSG_SESSION_NOT_SAVED } from '@shared/constants/messages';
import { LoginScreen, type LoginStyle } from '@shared/ui/login/login-screen';
import { useCarContext } from '../../context/car-context';

interface HostBranding {
  loginStyle: LoginStyle;
  title: string;
}

/** Without branding (the customer info failed) the newer screen and the product's own name. */
const DEFAULT_BRANDING: HostBranding = { loginStyle: 'new', title: '智能车联' };

/**
 * The console's own login, used only when it runs without the shell: the shell's two screens
 * (`shared/ui/login`), chosen by this host's customer info like the shell does. It stores the
 * session exactly where the shell does (same keys), so a later visit to the shell is logged in too.
 */
export function StandaloneLoginPage() {
  const { stores, bus } = useCarContext();
  const navigate = useNavigate();
  const [branding, setBranding] = useState<HostBranding | null>(null);

  useEffect(() => {
    let cancelled = false;
    getCustomerInfo(stores.http, window.location.host).then(
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
  }, [stores.http]);

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
    // the new user's permissions: the standalone host loads them and pushes shell:resources
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
  return <LoginScreen http={stores.http} loginStyle={branding.loginStyle} title={branding.title} subtitle="车辆管理控制台" onLoggedIn={onLoggedIn} />;
}

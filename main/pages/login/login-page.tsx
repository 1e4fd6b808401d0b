import { Card, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { LoginResult } from '@shared/api/dto/auth-dto';
import { PasswordLoginForm } from '@shared/ui/login/password-login-form';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';

/**
 * The newer login screen (product-spec §2). After the server accepts the credentials: store the
 * session, load the user, the resource list and the sub-app list, then open the home page
 * (the console is preloaded meanwhile, see use-ensure-shell-data.ts).
 */
export const LoginPage = observer(function LoginPage() {
  const root = useRootStore();
  const navigate = useNavigate();

  const onLoggedIn = async (result: LoginResult) => {
    await root.session.completeLogin(result);
    // whatever an earlier session had loaded belongs to that session
    root.permission.reset();
    root.systems.markStale();
    await Promise.all([root.permission.loadResources(), root.systems.load()]);
    navigate(PATHS.home, { replace: true });
  };

  return (
    <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'linear-gradient(135deg, #e6f4ff 0%, #f5f5f5 100%)' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {root.customer.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          账号登录
        </Typography.Paragraph>
        <PasswordLoginForm http={root.http} onLoggedIn={onLoggedIn} />
      </Card>
    </div>
  );
});

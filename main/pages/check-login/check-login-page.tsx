import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../routing/route-table';

/** How long the notice stays before the login page opens by itself. */
const REDIRECT_DELAY_MS = 1500;

/**
 * /checkLogin: its route loader has already cleared every stored client datum (product-spec §4);
 * this says so and moves on to the login page.
 */
export function CheckLoginPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(PATHS.login, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Result
      status="info"
      title="登录信息已清除"
      subTitle="本地保存的登录信息已全部清除，即将前往登录页。"
      extra={
        <Button type="primary" onClick={() => navigate(PATHS.login, { replace: true })}>
          前往登录
        </Button>
      }
    />
  );
}

import { Button } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useSubAppKit } from './sub-app-kit-context';
import { ResultPanel } from './result-panel';

/**
 * Screens that need a logged-in user. Without a stored session the host's login page is asked
 * for: inside the shell that is the shell's /login, standalone the sub-app's own.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, props } = useSubAppKit();
  const hasSession = session.readSessionId() !== null;
  const { navigateShell } = props;

  useEffect(() => {
    if (!hasSession) navigateShell('/login');
  }, [hasSession, navigateShell]);

  if (hasSession) return children;
  return (
    <ResultPanel
      status="info"
      title="请先登录"
      extra={
        <Button type="primary" onClick={() => navigateShell('/login')}>
          去登录
        </Button>
      }
    />
  );
}

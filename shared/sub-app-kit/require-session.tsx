import { Button } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useSubAppKit } from './sub-app-kit-context';
import { ResultPanel } from './result-panel';

interface RequireSessionProps {
  children: ReactNode;
  /**
   * Whether a missing session sends the host to its login page (the default). A page kept unseen
   * (the prepared alarm centre) passes false while hidden: only the screen the user looks at may
   * move them; a background render must never take the user away from the screen they are on.
   */
  leaveForLogin?: boolean;
}

/**
 * Screens that need a logged-in user. Without a stored session the host's login page is asked
 * for: inside the shell that is the shell's /login, standalone the sub-app's own.
 */
export function RequireSession({ children, leaveForLogin = true }: RequireSessionProps) {
  const { session, props } = useSubAppKit();
  const hasSession = session.readSessionId() !== null;
  const { navigateShell } = props;

  useEffect(() => {
    if (!hasSession && leaveForLogin) navigateShell('/login');
  }, [hasSession, leaveForLogin, navigateShell]);

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

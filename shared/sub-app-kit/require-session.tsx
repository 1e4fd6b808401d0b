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
 * for: inside the shell that is the shell's /login, standalone the sub-app's own. An app the host
 * only preloaded (not shown) asks for nothing: the user is on another page, and when they open
 * this app the shell's own guard sends them to its login, with the address to come back to.
 */
export function RequireSession({ children, leaveForLogin = true }: RequireSessionProps) {
  const { session, props } = useSubAppKit();
  const hasSession = session.readSessionId() !== null;
  const { navigateShell } = props;

  useEffect(() => {
    const shown = props.isShown?.() ?? true;
    if (!hasSession && leaveForLogin && shown) navigateShell('/login');
  }, [hasSession, leaveForLogin, navigateShell, props]);

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

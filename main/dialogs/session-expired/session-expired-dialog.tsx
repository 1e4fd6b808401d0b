import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';

// fetched with the first expiry: most sessions never show it (issue 12, the shell's initial JS)
const SessionExpiredModal = lazy(() => import('@shared/ui/session/session-expired-modal').then((m) => ({ default: m.SessionExpiredModal })));

/**
 * The shell's one 会话已过期 dialog (product-spec §4), also for every hosted sub-app (they ask for
 * it through `props.reportSessionExpired`). It is a single store flag, so a burst of 4010 answers
 * still shows it once; on the login page it has nothing to offer and stays closed.
 */
export const SessionExpiredDialog = observer(function SessionExpiredDialog() {
  const root = useRootStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const open = root.dialogs.sessionExpiredOpen && pathname !== PATHS.login;
  // once loaded it stays mounted, so closing keeps the modal's animation
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!opened.current) return null;
  const goLogin = () => {
    // the vehicle dialog (or any other) belongs to the session that just ended
    root.dialogs.closeAll();
    navigate(PATHS.login);
  };
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal open={open} onClose={() => root.dialogs.closeSessionExpired()} onLogin={goLogin} />
    </Suspense>
  );
});

import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { SessionExpiredModal } from '@shared/ui/session/session-expired-modal';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';

/**
 * The shell's one 会话已过期 dialog (product-spec §4), also for every hosted sub-app (they ask for
 * it through `props.reportSessionExpired`). It is a single store flag, so a burst of 4010 answers
 * still shows it once; on the login page it has nothing to offer and stays closed.
 */
export const SessionExpiredDialog = observer(function SessionExpiredDialog() {
  const root = useRootStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goLogin = () => {
    // the vehicle dialog (or any other) belongs to the session that just ended
    root.dialogs.closeAll();
    navigate(PATHS.login);
  };
  return (
    <SessionExpiredModal
      open={root.dialogs.sessionExpiredOpen && pathname !== PATHS.login}
      onClose={() => root.dialogs.closeSessionExpired()}
      onLogin={goLogin}
    />
  );
});

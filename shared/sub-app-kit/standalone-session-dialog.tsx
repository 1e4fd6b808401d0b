import { observer } from 'mobx-react-lite';
import { SessionExpiredModal } from '../ui/session/session-expired-modal';
import type { SessionExpiryStore } from './session-expiry-store';

export interface StandaloneSessionDialogProps {
  expiry: SessionExpiryStore;
  /** the console's own /login (standalone, the host's navigateShell moves the console's router) */
  onLogin: () => void;
}

/**
 * The console's own 会话已过期 dialog, rendered by the standalone host only: inside the shell the
 * console has none and the shell's one dialog opens instead.
 */
export const StandaloneSessionDialog = observer(function StandaloneSessionDialog({ expiry, onLogin }: StandaloneSessionDialogProps) {
  const login = () => {
    expiry.close();
    onLogin();
  };
  return <SessionExpiredModal open={expiry.open} onClose={expiry.close} onLogin={login} />;
});

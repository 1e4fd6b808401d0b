import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHELL_PUSH_STATE } from '@shared/sub-app-kit/address-sync';
import { useDataReportContext } from './data-report-context';

/**
 * Moves to a screen of this app (`/dataReport/...?...`). Inside the shell the app's router moves in
 * place at once (its screen and the report's request follow without waiting for the shell), and the
 * address sync makes it a new entry of the shell's address (`/data-report/dataReport/...`), so the
 * address is the report's link and the back button works (address-sync.ts). Standalone the app's
 * own router moves.
 */
export function useAppNavigate(): (path: string) => void {
  const { host } = useDataReportContext();
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (host === 'wujie') void navigate(path, { replace: true, state: SHELL_PUSH_STATE });
      else void navigate(path);
    },
    [host, navigate],
  );
}

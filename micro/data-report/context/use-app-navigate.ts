import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataReportContext } from './data-report-context';

/**
 * Moves to a screen of this app (`/dataReport/...?...`). Inside the shell the move goes through the
 * shell's router, so the browser's address (`/data-report/dataReport/...`) is the report's link and
 * the back button works; the shell hands the path back on `shell:navigate`. Standalone the app's
 * own router moves.
 */
export function useAppNavigate(): (path: string) => void {
  const { host, props } = useDataReportContext();
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (host === 'wujie') props.navigateShell(`${props.routeBase}${path}`);
      else navigate(path);
    },
    [host, props, navigate],
  );
}

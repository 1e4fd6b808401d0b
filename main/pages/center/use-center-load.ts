import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@shared/http/api-error';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';

export interface CenterLoad<T> {
  /** the last loaded data: it stays on screen while a newer load runs */
  data: T | null;
  /** the server's msg (or the client's reason) when the current load failed */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

interface Settled<T> {
  load: () => Promise<T>;
  attempt: number;
  data: T | null;
  error: string | null;
}

/**
 * Loads what a centre page shows, again whenever `load` changes (callers memoise it with the
 * inputs it reads) and on `reload()`. A load's failure is the page's state (shown inline with 重试),
 * not a toast, except an ended session, which goes to the shell's session path. Each answer is
 * tagged with the load it belongs to, so an older answer never shows for newer inputs.
 */
export function useCenterLoad<T>(load: () => Promise<T>): CenterLoad<T> {
  const reportError = useReportError();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setSettled({ load, attempt, data, error: null });
      },
      (failure: unknown) => {
        if (!current) return;
        const apiError = toApiError(failure);
        if (apiError.kind === 'session-expired') reportError(apiError);
        setSettled((previous) => ({ load, attempt, data: previous?.data ?? null, error: apiError.message }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, reportError]);

  const reload = useCallback(() => setAttempt((previous) => previous + 1), []);
  const fresh = settled !== null && settled.load === load && settled.attempt === attempt;
  return { data: settled?.data ?? null, error: fresh ? settled.error : null, loading: !fresh, reload };
}

import { useCallback, useState } from 'react';
import { toApiError } from '@shared/http/api-error';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';

export interface FormAction {
  /** runs the request; true when it succeeded */
  run: (work: () => Promise<unknown>) => Promise<boolean>;
  busy: boolean;
  /** the server's msg (or the client's refusal) of the last failed run, shown next to the form */
  error: string | null;
  clearError: () => void;
}

/**
 * A form's request: its failure is shown next to the form (the user acts on it there) and the form
 * keeps what was typed; an ended session goes to the shell's session path instead.
 */
export function useFormAction(): FormAction {
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      setBusy(true);
      setError(null);
      try {
        await work();
        return true;
      } catch (failure) {
        const apiError = toApiError(failure);
        if (apiError.kind === 'session-expired') reportError(apiError);
        else setError(apiError.message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [reportError],
  );

  return { run, busy, error, clearError: useCallback(() => setError(null), []) };
}

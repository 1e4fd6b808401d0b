import { useCallback, type ReactNode } from 'react';
import { ErrorFeedbackProvider } from '@shared/ui/feedback/error-feedback-provider';
import { useCarContext } from '../context/car-context';

/**
 * The console's one error path (architecture.md "one error path"): what the user sees for an
 * ApiError is decided here and nowhere else. Session expired → the host's session path
 * (`props.reportSessionExpired`: inside the shell the shell's one dialog, standalone the console's
 * own, shown by the standalone host); aborted → nothing; anything else → one product toast. The
 * HTTP client reports each 4010 to the same host function (create-car-http-client.ts).
 */
export function CarErrorFeedback({ children }: { children: ReactNode }) {
  const { props } = useCarContext();
  const onSessionExpired = useCallback(() => props.reportSessionExpired(), [props]);
  return <ErrorFeedbackProvider onSessionExpired={onSessionExpired}>{children}</ErrorFeedbackProvider>;
}

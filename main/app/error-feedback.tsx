import { useCallback, type ReactNode } from 'react';
import { ErrorFeedbackProvider } from '@shared/ui/feedback/error-feedback-provider';
import type { RootStore } from '../stores/root-store';

/**
 * The shell's session path: its one 会话已过期 dialog. The HTTP client's 4010 hook, every hosted
 * sub-app (`props.reportSessionExpired`) and the error path below all come here; the dialog is one
 * store flag, so any number of reports open it once, and background polling stops (RootStore).
 */
export function showShellSessionExpired(root: RootStore): void {
  root.sessionExpired();
}

/**
 * The shell's one error path (architecture.md "one error path"): what the user sees for an
 * ApiError is decided here and nowhere else. Session expired → the dialog above; aborted →
 * nothing; anything else → one product toast with the server's message.
 */
export function ShellErrorFeedback({ root, children }: { root: RootStore; children: ReactNode }) {
  const onSessionExpired = useCallback(() => showShellSessionExpired(root), [root]);
  return <ErrorFeedbackProvider onSessionExpired={onSessionExpired}>{children}</ErrorFeedbackProvider>;
}

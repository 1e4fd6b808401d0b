// antd's App context itself (what App.useApp() reads): importing `App` would carry Modal into the shell's initial JS
import AppContext from 'antd/es/app/context';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { toApiError } from '../../http/api-error';
import { decideErrorFeedback } from './error-feedback';

/** Hands an error to the app's one error path; whatever was thrown is accepted and normalised there. */
export type ReportError = (error: unknown) => void;

const ErrorFeedbackContext = createContext<ReportError | null>(null);

export interface ErrorFeedbackProviderProps {
  /** the app's session path: the shell opens its one dialog, a sub-app asks its host */
  onSessionExpired: () => void;
  children: ReactNode;
}

/**
 * The piece both apps share of their one error path: it turns an error into what the user sees
 * (`decideErrorFeedback`) and shows the toast through `App.useApp()`, so it keeps the theme and
 * renders inside wujie's shadow root (never antd's static `message`). Each app wraps it with what
 * differs: its session path. Must sit inside antd's `<App>` configured with PRODUCT_TOAST_CONFIG.
 */
export function ErrorFeedbackProvider({ onSessionExpired, children }: ErrorFeedbackProviderProps) {
  const { message } = useContext(AppContext);
  const report = useCallback<ReportError>(
    (error) => {
      const feedback = decideErrorFeedback(toApiError(error));
      if (feedback.kind === 'session') onSessionExpired();
      else if (feedback.kind === 'toast') void message.error(feedback.text);
    },
    [message, onSessionExpired],
  );
  return <ErrorFeedbackContext.Provider value={report}>{children}</ErrorFeedbackContext.Provider>;
}

/**
 * For components whose action failed (a list or table renders its load error inline instead, from
 * its store's async state). Components never toast errors themselves.
 */
export function useReportError(): ReportError {
  const report = useContext(ErrorFeedbackContext);
  if (!report) throw new Error('useReportError 必须在 ErrorFeedbackProvider 内使用');
  return report;
}

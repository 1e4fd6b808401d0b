import { App } from 'antd';
import { useEffect } from 'react';
import type { AppConfig } from 'antd/es/app/context';
import type { FeedbackApis } from './deferred-feedback';

function ReportApis({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const apis = App.useApp();
  useEffect(() => onReady(apis), [onReady, apis]);
  return null;
}

/**
 * antd's own `App` (its message, modal and notification holders, inside the theme) for the
 * shell's App context (shell-feedback-app.tsx), in a chunk of its own; no element of its own.
 */
export function ShellFeedbackHolders({ message, onReady }: { message: AppConfig['message']; onReady: (apis: FeedbackApis) => void }) {
  return (
    <App component={false} message={message}>
      <ReportApis onReady={onReady} />
    </App>
  );
}

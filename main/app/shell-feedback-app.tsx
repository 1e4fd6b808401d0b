import { ConfigProvider } from 'antd';
// antd's own context and style of `App` (App.useApp() reads this context): the component itself
// would bring Modal, message and notification into the shell's initial JS
import AppContext, { AppConfigContext, type AppConfig } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createDeferredFeedback } from './deferred-feedback';

const ShellFeedbackHolders = lazy(() => import('./shell-feedback-holders').then((m) => ({ default: m.ShellFeedbackHolders })));

/** The browser idle after the first screen, at the latest after this: the first toast or dialog then shows at once. */
const HOLDERS_IDLE_TIMEOUT_MS = 3000;

/**
 * antd's `App` for the shell: the same context (`App.useApp()` gives message, modal and
 * notification, inside the theme), the same `ant-app` element and style. antd's `App` itself, with
 * its holders, comes in a chunk loaded when the browser is idle after the first screen, or at the
 * first call before that (deferred-feedback.ts): the shell's initial JS stays under its target
 * (issue 12), and no first screen waits for it.
 */
export function ShellFeedbackApp({ message, children }: { message: AppConfig['message']; children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [feedback] = useState(createDeferredFeedback);
  const [holdersWanted, setHoldersWanted] = useState(false);

  useEffect(() => {
    const want = () => setHoldersWanted(true);
    feedback.onNeeded(want);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(want, { timeout: HOLDERS_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(want, HOLDERS_IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  const context = useMemo(() => ({ message: feedback.message, modal: feedback.modal, notification: feedback.notification }), [feedback]);
  const config = useMemo<AppConfig>(() => ({ message }), [message]);
  return (
    <AppContext.Provider value={context}>
      <AppConfigContext.Provider value={config}>
        <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
          {holdersWanted ? (
            <Suspense fallback={null}>
              <ShellFeedbackHolders message={message} onReady={feedback.attach} />
            </Suspense>
          ) : null}
          {children}
        </div>
      </AppConfigContext.Provider>
    </AppContext.Provider>
  );
}

import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { getChatConfig } from '@shared/api/assistant-api';
import { useRootStore } from '../context/store-context';
import { createShellMessageHandlers, type ShellActions } from '../sub-apps/shell-message-handlers';
import { performAssistantAction } from './assistant-actions';
import { startAssistantSession, type AssistantSession } from './assistant-session';
import { loadWidgetScript } from './load-widget-script';
import { useTipDock } from './tip-dock';

/**
 * The assistant in the shell (product-spec §4): started for a logged-in user, stopped on logout or
 * when another user logs in. Its buttons go through the same handlers as the sub-apps' bus
 * messages (goPage, showVehInfo, showImage), so they navigate exactly like the rest of the product.
 */
export const AssistantHost = observer(function AssistantHost({ actions, hidden }: { actions: ShellActions; hidden: boolean }) {
  const root = useRootStore();
  const dock = useTipDock();
  const { user, sessionId, loggedIn } = root.session;
  // the latest handlers, without restarting the widget when the layout re-renders
  const handlers = useRef(createShellMessageHandlers(root, actions));
  useEffect(() => {
    handlers.current = createShellMessageHandlers(root, actions);
  }, [root, actions]);

  const session = useRef<AssistantSession | null>(null);
  const hiddenNow = useRef(hidden);
  useEffect(() => {
    hiddenNow.current = hidden;
    session.current?.setHidden(hidden);
  }, [hidden]);

  useEffect(() => {
    if (!loggedIn || !user || !sessionId) return undefined;
    const started = startAssistantSession({
      user,
      sessionId,
      fetchSettings: () => getChatConfig(root.http),
      loadScript: (url) => loadWidgetScript(url),
      target: document.body,
      perform: (action) => performAssistantAction(action, handlers.current),
      dock,
      hidden: hiddenNow.current,
    });
    session.current = started;
    return () => {
      started.stop();
      session.current = null;
    };
  }, [loggedIn, user, sessionId, root, dock]);

  return null;
});

import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { getChatConfig } from '@shared/api/assistant-api';
import { useRootStore } from '../context/store-context';
import { createShellMessageHandlers, type ShellActions } from '../sub-apps/shell-message-handlers';
import { performAssistantAction } from './assistant-actions';
import { startAssistantSession, type AssistantSession } from './assistant-session';
import { loadWidgetScript } from './load-widget-script';
import { useTipDock } from './tip-dock';

/**
 * The assistant in the shell (product-spec §4): started with the session (the login answer; the
 * widget is mounted once the user is known), stopped on logout or when another user logs in. Its
 * buttons go through the same handlers as the sub-apps' bus messages (goPage, showVehInfo,
 * showImage), so they navigate exactly like the rest of the product.
 */
export const AssistantHost = observer(function AssistantHost({ actions, hidden }: { actions: ShellActions; hidden: boolean }) {
  const root = useRootStore();
  const dock = useTipDock();
  const { sessionId } = root.session;
  // the latest handlers, without restarting the widget when the layout re-renders
  const handlers = useRef(createShellMessageHandlers(root, actions));
  useEffect(() => {
    handlers.current = createShellMessageHandlers(root, actions);
  }, [root, actions]);

  const session = useRef<AssistantSession | null>(null);
  const hiddenNow = useRef(hidden);
  // in the commit that leaves the login page: the widget shows in the same frame as the first page
  useLayoutEffect(() => {
    hiddenNow.current = hidden;
    session.current?.setHidden(hidden);
  }, [hidden]);

  useEffect(() => {
    if (!sessionId) return undefined;
    const userKnown = when(() => root.session.user !== null);
    const user = userKnown.then(() => root.session.user).then((known): UserInfo => {
      if (!known) throw new Error('会话已结束');
      return known;
    });
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
      userKnown.cancel();
      started.stop();
      session.current = null;
    };
  }, [sessionId, root, dock]);

  return null;
});

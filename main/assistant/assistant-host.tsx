import { useEffect, useLayoutEffect, useState } from 'react';
import { useRootStore } from '../context/store-context';
import { createShellMessageHandlers, type ShellActions } from '../sub-apps/shell-message-handlers';
import { followAssistantSessions } from './assistant-boot';

/**
 * The assistant's link to the rendered shell (product-spec §4): the widget itself follows the
 * session outside React (assistant-boot.ts, started at the login answer by the layout's shell
 * data hook); this host gives its buttons the same handlers as the sub-apps' bus messages
 * (goPage, showVehInfo, showImage), so they navigate exactly like the rest of the product, and
 * tells it when the login page is shown.
 */
export function AssistantHost({ actions, hidden }: { actions: ShellActions; hidden: boolean }) {
  const root = useRootStore();
  // idempotent: the boot usually exists already (use-ensure-shell-data.ts starts it)
  const [boot] = useState(() => followAssistantSessions(root));
  useEffect(() => {
    boot.setTargets(createShellMessageHandlers(root, actions));
    return () => boot.setTargets(null);
  }, [boot, root, actions]);
  // in the commit that shows the page: the widget follows in the same frame
  useLayoutEffect(() => boot.setOnLoginPage(hidden), [boot, hidden]);
  return null;
}

import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import { useRootStore, useSubAppRegistry } from '../context/store-context';
import { SubAppView } from './sub-app-view';

/** The id of the shell's `/:systemPath/*` route (create-shell-router.tsx): the stage shows its app. */
export const SUB_APP_ROUTE_ID = 'sub-app';

/**
 * One permanent host per sub-app opened in this page, side by side, the shown one on top (issue 12).
 * A warm switch between two alive apps only swaps which host is hidden: no host is moved in the
 * DOM (re-attaching a sub-app's shadow root made the browser style and lay out the whole app
 * again, 10–25 ms a switch) and no view remounts. Which one is shown is set on the hosts directly
 * (stage-hosts.ts): here for the router's settled address, and already when a switch to an alive
 * app starts (instant-switch.ts). Rendered next to the routes' outlet, in the layout's content
 * area; the sub-app route itself renders nothing for a known app.
 */
export const SubAppStage = observer(function SubAppStage() {
  const root = useRootStore();
  const { stage } = useSubAppRegistry();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const match = matches.find((candidate) => candidate.id === SUB_APP_ROUTE_ID);
  const shown = match ? root.systems.findBySegment(match.params.systemPath ?? '') : undefined;
  const shownId = shown?.systemId ?? null;
  // the settled address: in the same commit as the page it replaces or brings back
  useLayoutEffect(() => stage.show(shownId), [stage, shownId]);
  // the header's link to an alive app goes straight back there (shell-header.tsx)
  useLayoutEffect(() => {
    if (shownId !== null) stage.rememberAddress(shownId, `${pathname}${search}`);
  }, [stage, shownId, pathname, search]);
  // the apps opened so far, in order: their hosts stay (wujie keeps alive apps running anyway)
  const [opened, setOpened] = useState<readonly string[]>([]);
  if (shown && !opened.includes(shown.systemId)) setOpened([...opened, shown.systemId]);

  const views = opened.map((systemId) => root.systems.enabled.find((entry) => entry.systemId === systemId)).filter((entry): entry is SubAppEntry => !!entry);
  if (views.length === 0) return null;
  return (
    <>
      {views.map((entry) => (
        <SubAppView key={entry.systemId} entry={entry} active={entry.systemId === shown?.systemId} />
      ))}
    </>
  );
});

import { useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useCarContext } from '../context/car-context';
import { isMonitorPath } from './console-nav';
import { KeptScreen, useKeptOnceOpened } from './kept-screen';

/**
 * 车辆监控, kept: mounted when first opened, put away (KeptScreen) while another screen of the
 * console is open, shown again as it was left: the map's view, the open popup, the tree's scroll,
 * open groups and search. Leaving it used to tear down the map and the tree (bench:alarms: most of
 * what the first opening of the alarm centre cost beyond a reopening), and coming back made them
 * anew. Put away, its live feed pauses (nothing of it is seen) and catches up from the cursor when
 * it is shown again, as when the shell or the tab hides the console.
 *
 * `page` is the monitoring page's screen (MonitorPage); its routes' own elements render nothing.
 */
export function KeptMonitorPage({ page: Page }: { page: ComponentType }) {
  const { stores } = useCarContext();
  const { pathname } = useLocation();
  const active = isMonitorPath(pathname);
  const [kept] = useKeptOnceOpened(active);

  const monitor = stores.monitor;
  useEffect(() => {
    if (kept) monitor.setScreenShown(active);
  }, [monitor, kept, active]);
  // unmounted (the login page, another user): the next mount says again whether it is shown
  useEffect(() => () => monitor.setScreenShown(true), [monitor]);

  if (!kept) return null;
  return (
    <KeptScreen active={active} laidOut>
      <Page />
    </KeptScreen>
  );
}

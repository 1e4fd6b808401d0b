import { Menu } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { whenIdle } from '@shared/state/when-idle';
import { useCarContext } from '../context/car-context';
import { AlarmNavBadge } from '../features/alarms/alarm-nav-badge';

/** The longest the first alarm poll waits for the console's first screen to leave the browser idle. */
const FIRST_POLL_WAIT_CAP_MS = 2000;

/** The console's screens as its navigation links them (router paths under the basename). */
export const CONSOLE_PATHS = { monitor: '/', vehicles: '/vehicles', alarms: '/alarm' } as const;
export const ALARM_CENTRE_PATH = CONSOLE_PATHS.alarms;

/** The menu key of the screen at `pathname`: `/monitor` is the home page under its own name. */
export function consoleNavKey(pathname: string): string {
  if (pathname.startsWith(CONSOLE_PATHS.alarms)) return CONSOLE_PATHS.alarms;
  if (pathname.startsWith(CONSOLE_PATHS.vehicles)) return CONSOLE_PATHS.vehicles;
  return CONSOLE_PATHS.monitor;
}

/** The console's screens, with the unprocessed-alarm badge on 报警中心 (polled while the console runs). */
export const ConsoleNav = observer(function ConsoleNav() {
  const { stores } = useCarContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const alarms = stores.alarms;

  // the first poll (up to 1,000 alarms, ~370 KB to parse and check) waits for an idle moment: on a
  // full load it left with the screen's own data (the track of /playback, the vehicle list of the
  // home) and its answer was handled before them (standalone playback: the track's last byte at
  // +775 ms with the page busy 644 ms); the badge follows a moment later
  useEffect(() => {
    if (!stores.session.readSessionId()) return undefined;
    return whenIdle(() => alarms.start(), FIRST_POLL_WAIT_CAP_MS);
  }, [alarms, stores.session]);

  const selected = consoleNavKey(pathname);
  return (
    <Menu
      mode="horizontal"
      selectedKeys={[selected]}
      // a synchronous update, not the router's transition: a transition's commit walks the whole
      // page being left for view transitions (React 19, ~9 ms of a reopening of the alarm centre in
      // its profile) and its render yields every 5 ms, each yield a chance for a frame in between
      onClick={({ key }) => navigate(key, { flushSync: true })}
      style={{ lineHeight: '40px' }}
      items={[
        { key: CONSOLE_PATHS.monitor, label: '车辆监控' },
        { key: CONSOLE_PATHS.vehicles, label: '车辆列表' },
        {
          key: ALARM_CENTRE_PATH,
          label: (
            <span>
              报警中心{' '}
              <AlarmNavBadge store={alarms} />
            </span>
          ),
        },
      ]}
    />
  );
});

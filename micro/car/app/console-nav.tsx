import { theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useCarContext } from '../context/car-context';
import { ALARM_CENTRE_PATH, CONSOLE_PATHS, MONITOR_PATH } from '../context/console-paths';
import { AlarmNavBadge } from '../features/alarms/alarm-nav-badge';
import './console-nav.css';

/** The monitoring page's addresses under the basename: the console's home and its named route. */
export function isMonitorPath(pathname: string): boolean {
  return pathname === CONSOLE_PATHS.monitor || pathname.replace(/\/$/, '') === `/${MONITOR_PATH}`;
}

/**
 * The link of the screen at `pathname` (`/monitor` is the home page under its own name), or null on
 * a page that is none of them (playback, an unknown address): no link then claims to be the page.
 */
export function consoleNavKey(pathname: string): string | null {
  if (pathname.startsWith(CONSOLE_PATHS.alarms)) return CONSOLE_PATHS.alarms;
  if (pathname.startsWith(CONSOLE_PATHS.vehicles)) return CONSOLE_PATHS.vehicles;
  if (isMonitorPath(pathname)) return CONSOLE_PATHS.monitor;
  return null;
}

/** The next link for an arrow, Home or End key (wrapping, as a menu bar does), or null for other keys. */
export function menuBarTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The console's screens, with the unprocessed-alarm badge on 报警中心 (polled while the console runs;
 * the first poll starts in background-start.tsx).
 *
 * Links in a menu bar (WAI-ARIA: one tab stop, arrows move between the screens), not antd's Menu:
 * three fixed links needed none of its overflow measuring and submenus, and its ~15 KB (gzip) were
 * most of what the console's initial JS had left under its 320 KB budget (issue 12). Real links:
 * a middle click opens the screen in a new tab. The look is antd's horizontal menu, from the theme.
 */
export const ConsoleNav = observer(function ConsoleNav() {
  const { stores } = useCarContext();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const alarms = stores.alarms;

  const items: { path: string; label: ReactNode }[] = [
    { path: CONSOLE_PATHS.monitor, label: '车辆监控' },
    { path: CONSOLE_PATHS.vehicles, label: '车辆列表' },
    {
      path: ALARM_CENTRE_PATH,
      label: (
        <>
          报警中心 <AlarmNavBadge store={alarms} />
        </>
      ),
    },
  ];
  const selected = consoleNavKey(pathname);
  // the menu bar's one tab stop: the current screen's link, else the first (WAI-ARIA menu bar)
  const tabStop = selected ?? CONSOLE_PATHS.monitor;
  const colours = {
    '--console-nav-text': token.colorText,
    '--console-nav-primary': token.colorPrimary,
    '--console-nav-split': token.colorSplit,
    '--console-nav-focus': token.colorPrimaryBorder,
  } as CSSProperties;

  // a plain click: a synchronous update, not the router's transition (a transition's commit walks the
  // whole page being left for view transitions, React 19, ~9 ms of a reopening of the alarm centre
  // in its profile, and its render yields every 5 ms, each yield a chance for a frame in between);
  // a click with a modifier or another button is left to the browser (a new tab or window)
  const onClick = (event: MouseEvent, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(path, { flushSync: true });
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = menuBarTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    links.current[target]?.focus();
  };

  return (
    <nav className="console-nav" aria-label="车辆联网导航" style={colours}>
      <ul className="console-nav__bar" role="menubar" aria-orientation="horizontal">
        {items.map((item, index) => (
          <li key={item.path} role="none">
            <Link
              ref={(link) => {
                links.current[index] = link;
              }}
              to={item.path}
              role="menuitem"
              className="console-nav__link"
              aria-current={item.path === selected ? 'page' : undefined}
              tabIndex={item.path === tabStop ? 0 : -1}
              onClick={(event) => onClick(event, item.path)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

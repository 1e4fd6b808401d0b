import type { CSSProperties, MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSubAppRegistry } from '../../context/store-context';
import type { HeaderNavItem } from '../../sub-apps/header-nav-items';
import { preloadOnIntent } from '../../sub-apps/preload-sub-app';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A header item for a sub-app. Its address is the app's root (`/car`), which an alive app answers
 * by putting its own address back into the shell's (address-sync.ts: resumeOnRoot): a second
 * navigation of the shell, its guard and its render, on every switch (issue 12). For an app alive
 * in its host, a plain click goes straight to the address it was last shown at instead; a new-tab
 * click and an app not started yet keep the root.
 */
export function SubAppNavLink({ item, style }: { item: HeaderNavItem; style: (state: { isActive: boolean }) => CSSProperties }) {
  const { stage } = useSubAppRegistry();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const address = stage.lastAddress(item.systemId);
    if (!address || !stage.canShowAtOnce(item.systemId) || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(address, { replace: address === `${pathname}${search}` });
  };
  // an app not preloaded yet (the page was loaded on another app) gets its head start on the way to the click
  const onIntent = () => preloadOnIntent(item.systemId);
  return (
    <NavLink to={item.to} style={style} onClick={onClick} onPointerEnter={onIntent} onFocus={onIntent}>
      {item.title}
    </NavLink>
  );
}

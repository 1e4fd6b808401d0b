import { theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';
import { headerNavItems } from '../../sub-apps/header-nav-items';
import { shellDataFailure } from '../../sub-apps/shell-data-retry';
import { SubAppNavLink } from './sub-app-nav-link';
import { UserMenu } from './user-menu';

// shown only when a load failed: its antd parts stay out of the initial JS (issue 12)
const AppListError = lazy(() => import('../../sub-apps/app-list-error').then((m) => ({ default: m.AppListError })));

/**
 * Brand, 首页, 系统中心, the permitted sub-apps (or why they could not be loaded), and the user menu.
 * On a reload the sub-apps show at once from the stored list and menu, before the resource list answers.
 */
export const ShellHeader = observer(function ShellHeader() {
  const root = useRootStore();
  const { token } = theme.useToken();
  const items = root.session.loggedIn ? headerNavItems(root.systems.list, root.permission.navMenuIds) : [];
  const linkStyle = ({ isActive }: { isActive: boolean }) => ({
    color: isActive ? token.colorPrimary : token.colorText,
    fontWeight: isActive ? 600 : 400,
    padding: '0 12px',
  });

  return (
    // antd's Layout.Header box (64 px) as a plain header
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 24,
        flex: '0 0 auto',
        height: 64,
        lineHeight: '64px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '0 24px',
      }}
    >
      {/* antd's level-4 title, without Typography (its copy/edit/ellipsis parts) in the initial JS */}
      <h4 style={{ margin: 0, whiteSpace: 'nowrap', color: token.colorPrimary, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightHeading4 }}>
        {root.customer.title}
      </h4>
      <nav aria-label="主导航" style={{ flex: 1, display: 'flex', alignItems: 'center', overflowX: 'auto', whiteSpace: 'nowrap' }}>
        <NavLink to={PATHS.home} style={linkStyle}>
          首页
        </NavLink>
        {items.map((item) => (
          <SubAppNavLink key={item.systemId} item={item} style={linkStyle} />
        ))}
        <NavLink to={PATHS.center} style={linkStyle}>
          系统中心
        </NavLink>
        {/* a failed list load must not read as "no apps" */}
        {root.session.loggedIn && shellDataFailure(root) ? (
          <Suspense fallback={null}>
            <AppListError compact />
          </Suspense>
        ) : null}
      </nav>
      <UserMenu />
    </header>
  );
});

import { Layout, Space, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';
import { headerNavItems } from '../../sub-apps/header-nav-items';
import { AppListError } from '../../sub-apps/app-list-error';
import { UserMenu } from './user-menu';

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
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: 24, background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, padding: '0 24px' }}
    >
      <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'nowrap', color: token.colorPrimary }}>
        {root.customer.title}
      </Typography.Title>
      <nav aria-label="主导航" style={{ flex: 1, display: 'flex', alignItems: 'center', overflowX: 'auto', whiteSpace: 'nowrap' }}>
        <NavLink to={PATHS.home} style={linkStyle}>
          首页
        </NavLink>
        {items.map((item) => (
          <NavLink key={item.systemId} to={item.to} style={linkStyle}>
            {item.title}
          </NavLink>
        ))}
        <NavLink to={PATHS.center} style={linkStyle}>
          系统中心
        </NavLink>
        {/* a failed list load must not read as "no apps" */}
        {root.session.loggedIn ? <AppListError compact /> : null}
      </nav>
      <Space>
        <UserMenu />
      </Space>
    </Layout.Header>
  );
});

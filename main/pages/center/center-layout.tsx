import { Button, Empty, Layout, Menu } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PermissionProvider, usePermissions, type PermissionLookup } from '@shared/permission/permission-context';
import { CENTER_PATHS, PATHS, findShellRoute } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';

/**
 * Centre pages the menu lists: those whose route id is in the permitted menu (product-spec §6),
 * and the assistant's settings for operators (a setting of the whole customer, issue 13).
 */
export function permittedCenterPaths(permissions: Pick<PermissionLookup, 'hasMenu'>, operator = false): string[] {
  return CENTER_PATHS.filter((path) => {
    if (path === PATHS.assistantSetting) return operator;
    const id = findShellRoute(path)?.meta.id;
    return id !== undefined && permissions.hasMenu(id);
  });
}

/**
 * The side menu and the page, each guarded by the menu map (a page the role lacks is not shown).
 * Until the resource list answers, the menu is drawn from the stored navigation menu (`menu`).
 */
function CenterFrame({
  permissionsLoaded,
  menu,
  operator,
}: {
  permissionsLoaded: boolean;
  menu: Pick<PermissionLookup, 'hasMenu'>;
  operator: boolean;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const items = permittedCenterPaths(permissionsLoaded ? permissions : menu, operator).map((path) => ({
    key: path,
    label: findShellRoute(path)?.meta.title ?? path,
  }));
  const currentId = findShellRoute(pathname)?.meta.id;
  const permitted = currentId === undefined || permissions.hasMenu(currentId);

  return (
    <Layout style={{ flex: 1, background: 'transparent' }}>
      <Layout.Sider width={180} theme="light" aria-label="系统中心菜单">
        <Menu mode="inline" selectedKeys={[pathname]} items={items} onClick={({ key }) => navigate(key)} />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        {permitted || !permissionsLoaded ? <Outlet /> : <Empty description="当前账号没有查看此页面的权限。" />}
      </Layout.Content>
    </Layout>
  );
}

/**
 * 系统中心: a side menu of the permitted centre pages around the page itself. The shell's
 * permission store feeds the shared guards here (PermissionProvider), so the centre pages use the
 * same `MenuPermission` / `ButtonPermission` as every app.
 */
export const CenterLayout = observer(function CenterLayout() {
  const root = useRootStore();
  const navigate = useNavigate();
  const { loaded, menus, buttons, navMenuIds } = root.permission;
  const maps = useMemo(() => (loaded ? { menus, buttons } : null), [loaded, menus, buttons]);

  if (!root.session.loggedIn) {
    return (
      <div style={{ padding: 48 }}>
        <Empty description="系统中心需要登录后使用。">
          <Button type="primary" onClick={() => navigate(PATHS.login)}>
            登录
          </Button>
        </Empty>
      </div>
    );
  }

  return (
    <PermissionProvider maps={maps}>
      <CenterFrame
        permissionsLoaded={loaded}
        menu={{ hasMenu: (id) => navMenuIds.has(String(id)) }}
        operator={root.session.user?.userType === 'operator'}
      />
    </PermissionProvider>
  );
});

import { Button, Empty, Layout, Menu } from 'antd';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CENTER_PATHS, PATHS, findShellRoute } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';

/** Centre pages the menu lists: those whose route id is in the permitted menu (product-spec §6). */
export function permittedCenterPaths(menuIds: ReadonlySet<string>): string[] {
  return CENTER_PATHS.filter((path) => {
    const id = findShellRoute(path)?.meta.id;
    return id !== undefined && menuIds.has(String(id));
  });
}

/** 系统中心: a side menu of the permitted centre pages around the page itself. */
export const CenterLayout = observer(function CenterLayout() {
  const root = useRootStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();

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

  const paths = permittedCenterPaths(root.permission.menuIds);
  const items = paths.map((path) => ({ key: path, label: findShellRoute(path)?.meta.title ?? path }));
  const currentId = findShellRoute(pathname)?.meta.id;
  const permitted = currentId === undefined || root.permission.hasMenu(currentId);

  return (
    <Layout style={{ flex: 1, background: 'transparent' }}>
      <Layout.Sider width={180} theme="light" aria-label="系统中心菜单">
        <Menu mode="inline" selectedKeys={[pathname]} items={items} onClick={({ key }) => navigate(key)} />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        {permitted || !root.permission.loaded ? <Outlet /> : <Empty description="当前账号没有查看此页面的权限。" />}
      </Layout.Content>
    </Layout>
  );
});

import { Layout, Menu } from 'antd';
import { memo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { ReportKind } from '@shared/contract/page-links';
import { useAppNavigate } from '../context/use-app-navigate';
import { REPORT_ROUTES, REPORT_TITLES } from './report-paths';

const KINDS: ReportKind[] = ['mileage', 'alarmInfo', 'carDayOnline'];
const MENU_ITEMS = KINDS.map((kind) => ({ key: kind, label: REPORT_TITLES[kind] }));
const MENU_STYLE = { borderInlineEnd: 'none' } as const;

/** The menu renders again only when the open report changes, not on every 查询 or page (a new query string). */
const ReportMenu = memo(function ReportMenu({ selected }: { selected: ReportKind | undefined }) {
  const go = useAppNavigate();
  return (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      items={MENU_ITEMS}
      onClick={({ key }) => go(REPORT_ROUTES[key as ReportKind])}
      style={MENU_STYLE}
    />
  );
});

/**
 * The menu with the open report selected: the one part of the frame that reads the address (each
 * 查询 or page is a new address), so the frame (antd's Layout and Sider) is not rendered again for it.
 */
function SelectedReportMenu() {
  const { pathname } = useLocation();
  // the app's root shows the mileage report
  const selected = pathname === '/' ? 'mileage' : KINDS.find((kind) => pathname === REPORT_ROUTES[kind]);
  return <ReportMenu selected={selected} />;
}

/** The app's frame: the menu of the three reports beside the open one. */
export function ReportLayout() {
  return (
    <Layout style={{ height: '100%' }}>
      <Layout.Sider theme="light" width={168} style={{ borderRight: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <nav aria-label="报表菜单">
          <SelectedReportMenu />
        </nav>
      </Layout.Sider>
      <Layout.Content style={{ overflow: 'auto', padding: 16 }} data-testid="report-scroll">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

import { Layout, Menu } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import type { ReportKind } from '@shared/contract/page-links';
import { useAppNavigate } from '../context/use-app-navigate';
import { REPORT_ROUTES, REPORT_TITLES } from './report-paths';

const KINDS: ReportKind[] = ['mileage', 'alarmInfo', 'carDayOnline'];

/** The app's frame: the menu of the three reports beside the open one. */
export function ReportLayout() {
  const { pathname } = useLocation();
  const go = useAppNavigate();
  // the app's root shows the mileage report
  const selected = pathname === '/' ? 'mileage' : KINDS.find((kind) => pathname === REPORT_ROUTES[kind]);
  return (
    <Layout style={{ height: '100%' }}>
      <Layout.Sider theme="light" width={168} style={{ borderRight: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <nav aria-label="报表菜单">
          <Menu
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={KINDS.map((kind) => ({ key: kind, label: REPORT_TITLES[kind] }))}
            onClick={({ key }) => go(REPORT_ROUTES[key as ReportKind])}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      <Layout.Content style={{ overflow: 'auto', padding: 16 }} data-testid="report-scroll">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

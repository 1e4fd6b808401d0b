import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { AppListError } from '../../sub-apps/app-list-error';
import { shellDataFailure } from '../../sub-apps/shell-data-retry';
import { headerNavItems } from '../../sub-apps/header-nav-items';
import { PATHS, SHELL_SYSTEM_NAME } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';
import { RecentPages } from './recent-pages';
import { useLoadingCloseDelay } from '@shared/ui/feedback/use-loading-close-delay';

export const HomePage = observer(function HomePage() {
  const root = useRootStore();
  const navigate = useNavigate();
  const user = root.session.user;
  // the 正在加载 text stays 400 ms after the loads end, so a quick answer does not flash (§9)
  const loading = useLoadingCloseDelay(root.systems.loadState.isLoading || root.permission.loadState.isLoading);

  if (!user) {
    return (
      <div style={{ padding: 48 }}>
        <Empty description={`欢迎使用${root.customer.title}，请先登录。`}>
          <Button type="primary" onClick={() => navigate(PATHS.login)}>
            登录
          </Button>
        </Empty>
      </div>
    );
  }

  const apps = headerNavItems(root.systems.list, root.permission.menuIds);
  // a failed load shows its error with 重试, never "no apps"; apps still known from before stay listed
  const failure = shellDataFailure(root);
  const systemTitle = (systemName: string) =>
    systemName === SHELL_SYSTEM_NAME ? '主应用' : (root.systems.list.find((entry) => entry.systemId === systemName)?.title ?? systemName);

  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={3}>您好，{user.nickName || user.userName}</Typography.Title>
      <Typography.Paragraph type="secondary">{user.customerName}</Typography.Paragraph>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card title="我的应用" role="region" aria-label="我的应用">
          {failure ? (
            <div style={{ marginBottom: apps.length > 0 ? 16 : 0 }}>
              <AppListError />
            </div>
          ) : null}
          {apps.length === 0 ? (
            failure ? null : <Empty description={loading ? '正在加载应用…' : '当前账号没有可用的应用'} />
          ) : (
            <Row gutter={[16, 16]}>
              {apps.map((app) => (
                <Col key={app.systemId} xs={12} md={8} lg={6}>
                  {/* the name contains the visible title (axe label-content-name-mismatch); Enter opens it like a link */}
                  <Card
                    hoverable
                    onClick={() => navigate(app.to)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') navigate(app.to);
                    }}
                    role="link"
                    tabIndex={0}
                    aria-label={`打开${app.title}`}
                  >
                    <Card.Meta avatar={<AppstoreOutlined style={{ fontSize: 24 }} />} title={app.title} />
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </Card>
        <Card title="最近访问">
          <RecentPages systemTitle={systemTitle} />
        </Card>
      </Space>
    </div>
  );
});


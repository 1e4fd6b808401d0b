import { Button, Empty, List, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../app/store-context';

/** The page history (product-spec §4), newest first per system, with remove and clear. */
export const RecentPages = observer(function RecentPages({ systemTitle }: { systemTitle: (systemName: string) => string }) {
  const root = useRootStore();
  const systems = Object.entries(root.history.histories);
  if (systems.length === 0) return <Empty description="暂无访问记录" />;
  return (
    <>
      {systems.map(([systemName, entries]) => (
        <List
          key={systemName}
          size="small"
          header={
            <div style={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography.Text strong>{systemTitle(systemName)}</Typography.Text>
              <Button size="small" type="link" onClick={() => root.history.clearSystem(systemName)}>
                清空
              </Button>
            </div>
          }
          dataSource={entries}
          renderItem={(entry, index) => (
            <List.Item
              actions={[
                <Button key="remove" size="small" type="link" onClick={() => root.history.removeAt(systemName, index)} aria-label={`移除 ${entry.title}`}>
                  移除
                </Button>,
              ]}
            >
              <Link to={entry.path}>{entry.title}</Link>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {entry.path}
              </Typography.Text>
            </List.Item>
          )}
        />
      ))}
    </>
  );
});

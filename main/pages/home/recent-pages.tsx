import { Button, Empty, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../context/store-context';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const itemStyle = { padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

/**
 * The page history (product-spec §4), newest first per system, with remove and clear. A plain
 * list: antd's List is deprecated in 6.x.
 */
export const RecentPages = observer(function RecentPages({ systemTitle }: { systemTitle: (systemName: string) => string }) {
  const root = useRootStore();
  const systems = Object.entries(root.history.histories);
  if (systems.length === 0) return <Empty description="暂无访问记录" />;
  return (
    <>
      {systems.map(([systemName, entries]) => (
        <section key={systemName} aria-label={`${systemTitle(systemName)}的访问记录`} style={{ marginBottom: 12 }}>
          <Flex justify="space-between" align="center" style={itemStyle}>
            <Typography.Text strong>{systemTitle(systemName)}</Typography.Text>
            <Button size="small" type="link" onClick={() => root.history.clearSystem(systemName)}>
              清空
            </Button>
          </Flex>
          <ul style={listStyle}>
            {entries.map((entry, index) => (
              <li key={entry.path} style={itemStyle}>
                <Flex justify="space-between" align="center">
                  <span>
                    <Link to={entry.path}>{entry.title}</Link>
                    <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                      {entry.path}
                    </Typography.Text>
                  </span>
                  <Button size="small" type="link" onClick={() => root.history.removeAt(systemName, index)} aria-label={`移除 ${entry.title}`}>
                    移除
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
});

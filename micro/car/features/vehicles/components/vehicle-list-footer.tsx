import { Button, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { errorText } from '@shared/http/api-error';
import type { VehicleListStore } from '../vehicle-list-store';

/** Below the loaded rows: loading more, the next page's error with retry, or the end of the list. */
export const VehicleListFooter = observer(function VehicleListFooter({ store }: { store: VehicleListStore }) {
  const { status, error } = store.loadState;
  let content = null;
  if (status === 'loading') {
    content = (
      <>
        <Spin size="small" />
        <span>正在加载更多…</span>
      </>
    );
  } else if (status === 'error' && error) {
    content = (
      <>
        <Typography.Text type="danger">{`加载失败：${errorText(error)}`}</Typography.Text>
        <Button size="small" onClick={store.retry}>
          重试
        </Button>
      </>
    );
  } else if (!store.hasMore) {
    content = <span>{`已加载全部 ${store.total} 辆`}</span>;
  }
  return <div className="car-vehicle-foot">{content}</div>;
});

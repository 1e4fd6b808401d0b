import { Button, Empty, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { errorText } from '@shared/http/api-error';
import type { VehicleListStore } from '../vehicle-list-store';

/** What the list shows while it has no rows: loading, the error with retry, or 暂无车辆. */
export const VehicleListEmptyState = observer(function VehicleListEmptyState({ store }: { store: VehicleListStore }) {
  const { status, error } = store.loadState;
  if (status === 'error' && error) {
    return (
      <Result
        status="error"
        title="车辆列表加载失败"
        subTitle={errorText(error)}
        extra={
          <Button type="primary" onClick={store.retry}>
            重试
          </Button>
        }
      />
    );
  }
  return (
    <div className="car-vehicle-state">
      {status === 'loading' || !store.loadedOnce ? (
        <Spin description="正在加载车辆…" />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无车辆" />
      )}
    </div>
  );
});

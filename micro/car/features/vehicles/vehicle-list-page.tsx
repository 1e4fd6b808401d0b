import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import type { VehicleRow } from '@shared/api/dto/vehicle-dto';
import { useCarContext } from '../../context/car-context';
import { VehicleTable } from './components/vehicle-table';
import { VehicleToolbar } from './components/vehicle-toolbar';

/** 车辆列表: the console's vehicle screen. Opening a vehicle asks the host for its info dialog. */
export const VehicleListPage = observer(function VehicleListPage() {
  const { stores, bus } = useCarContext();
  const store = stores.vehicleList;

  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);

  const openVehicle = useCallback(
    (row: VehicleRow) => bus.send('showVehInfo', { vehicleId: row.vehicleId, plate: row.plate, tab: '' }),
    [bus],
  );

  return (
    <div style={{ height: '100%', boxSizing: 'border-box', padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        车辆列表
      </Typography.Title>
      <VehicleToolbar store={store} />
      <div style={{ flex: 1, minHeight: 0 }}>
        <VehicleTable store={store} onOpen={openVehicle} />
      </div>
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { VehicleInfoDialog } from '@shared/ui/vehicle-info/vehicle-info-dialog';
import { useRootStore } from '../../app/store-context';

/** The shell's vehicle info dialog, opened by `showVehInfo` from any sub-app. */
export const GlobalVehicleInfoDialog = observer(function GlobalVehicleInfoDialog() {
  const root = useRootStore();
  const vehicle = root.dialogs.vehicle;
  return (
    <VehicleInfoDialog
      http={root.http}
      vehicleId={vehicle?.vehicleId ?? null}
      tab={vehicle?.tab ?? ''}
      onClose={() => root.dialogs.closeVehicle()}
    />
  );
});

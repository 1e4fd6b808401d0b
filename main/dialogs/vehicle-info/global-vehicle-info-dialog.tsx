import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import { useRootStore } from '../../context/store-context';
import { goPageUrl } from '../../sub-apps/shell-message-handlers';

// loaded with the first showVehInfo, not with the shell
const VehicleInfoDialog = lazy(() => import('@shared/ui/vehicle-info/vehicle-info-dialog').then((m) => ({ default: m.VehicleInfoDialog })));

/** The shell's vehicle info dialog, opened by `showVehInfo` from any sub-app. */
export const GlobalVehicleInfoDialog = observer(function GlobalVehicleInfoDialog() {
  const root = useRootStore();
  const vehicle = root.dialogs.vehicle;
  // once loaded it stays mounted, so closing keeps the modal's animation
  const opened = useRef(false);
  if (vehicle) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <VehicleInfoDialog
        http={root.http}
        vehicleId={vehicle?.vehicleId ?? null}
        tab={vehicle?.tab ?? ''}
        onClose={() => root.dialogs.closeVehicle()}
        dictionary={root.dictionary.lookup}
        // 轨迹回放: the same new tab as a sub-app's goPage
        onGoPage={(payload) => window.open(goPageUrl(payload), '_blank', 'noopener')}
      />
    </Suspense>
  );
});

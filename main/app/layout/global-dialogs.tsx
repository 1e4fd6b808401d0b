import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../context/store-context';
import { GlobalVehicleInfoDialog } from '../../dialogs/vehicle-info/global-vehicle-info-dialog';

// Each global dialog is a chunk of its own (issue 12: the shell's initial JS carries only the
// first screen). The alarm tip, which polls, loads right after the first render; the others the
// first time they open (the vehicle dialog loads its own chunk the same way).
const AlarmTip = lazy(() => import('../../alarm-tip/alarm-tip').then((m) => ({ default: m.AlarmTip })));
const DownloadListTip = lazy(() => import('../../downloads/download-list-tip').then((m) => ({ default: m.DownloadListTip })));
const GlobalImageViewer = lazy(() => import('../../dialogs/image-viewer/global-image-viewer').then((m) => ({ default: m.GlobalImageViewer })));
const GlobalInstructionsDialog = lazy(() => import('../../dialogs/instructions/global-instructions-dialog').then((m) => ({ default: m.GlobalInstructionsDialog })));

/**
 * The global dialogs of a logged-in user off /login (product-spec §2, §4). A dialog's module is
 * fetched when it first has something to show. One Suspense boundary each: a dialog whose chunk
 * is loading never hides another that is open.
 */
export const GlobalDialogs = observer(function GlobalDialogs() {
  const root = useRootStore();
  const navigate = useNavigate();
  return (
    <>
      <GlobalVehicleInfoDialog />
      <Suspense fallback={null}>{root.downloads.tipOpen ? <DownloadListTip /> : null}</Suspense>
      <Suspense fallback={null}>{root.dialogs.images ? <GlobalImageViewer /> : null}</Suspense>
      <Suspense fallback={null}>{root.dialogs.instructions ? <GlobalInstructionsDialog /> : null}</Suspense>
      <Suspense fallback={null}>
        <AlarmTip onOpenAlarm={(path) => navigate(path)} />
      </Suspense>
    </>
  );
});

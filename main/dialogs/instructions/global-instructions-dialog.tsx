import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useRootStore } from '../../context/store-context';

// loaded with the first showInstructions, not with the shell
const InstructionsDialog = lazy(() => import('@shared/ui/instructions/instructions-dialog').then((m) => ({ default: m.InstructionsDialog })));

/** The shell's instructions dialog, opened by `showInstructions` from any sub-app. */
export const GlobalInstructionsDialog = observer(function GlobalInstructionsDialog() {
  const root = useRootStore();
  const request = root.dialogs.instructions;
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      {/* a new opening is a new dialog: keyed so no state of the last one carries over */}
      <InstructionsDialog key={request.openedAt} http={root.http} type={request.type} vehicleIds={request.vehicleIds} onClose={() => root.dialogs.closeInstructions()} />
    </Suspense>
  );
});

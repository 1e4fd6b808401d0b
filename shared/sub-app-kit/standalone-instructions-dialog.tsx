import { lazy, Suspense, useEffect, useState } from 'react';
import type { SubAppMessages } from '../contract/bus-messages';
import type { LocalBus } from '../contract/local-bus';
import type { HttpClient } from '../http/http-client';

// its own chunk, loaded with the first showInstructions: most visits never send a command
const InstructionsDialog = lazy(async () => ({ default: (await import('../ui/instructions/instructions-dialog')).InstructionsDialog }));

interface DialogRequest extends Pick<SubAppMessages['showInstructions'], 'type' | 'vehicleIds'> {
  /** a new opening is a new dialog: nothing of the last one carries over */
  openedAt: number;
}

/**
 * What the shell does for `showInstructions`, done by the standalone host: the console sends the
 * same message either way and the same shared dialog opens.
 */
export function StandaloneInstructionsDialog({ bus, http }: { bus: LocalBus; http: HttpClient }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);

  useEffect(
    () =>
      bus.handle((message) => {
        if (message.name === 'showInstructions')
          setRequest((current) => ({ type: message.payload.type, vehicleIds: message.payload.vehicleIds, openedAt: (current?.openedAt ?? 0) + 1 }));
      }),
    [bus],
  );

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <InstructionsDialog key={request.openedAt} http={http} type={request.type} vehicleIds={request.vehicleIds} onClose={() => setRequest(null)} />
    </Suspense>
  );
}

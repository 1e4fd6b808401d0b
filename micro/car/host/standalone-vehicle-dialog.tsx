import { lazy, Suspense, useEffect, useState } from 'react';
import type { SubAppMessages } from '@shared/contract/bus-messages';
import type { LocalBus } from '@shared/contract/local-bus';
import { CAR_ROUTE_BASENAME, CAR_SYSTEM_ID } from '../app/car-system';
import type { HttpClient } from '@shared/http/http-client';
import type { VehicleInfoTab } from '@shared/ui/vehicle-info/vehicle-info-dialog';

// its own chunk: only standalone use opens it, and only on the first click
const VehicleInfoDialog = lazy(async () => ({ default: (await import('@shared/ui/vehicle-info/vehicle-info-dialog')).VehicleInfoDialog }));

/** A shell path of the console (`/car/playback?…`) as the standalone console serves it, in a new tab. */
function openStandalonePage(payload: SubAppMessages['goPage']): void {
  const prefix = `/${CAR_SYSTEM_ID}`;
  if (!payload.path.startsWith(`${prefix}/`)) return;
  const params = new URLSearchParams(payload.query ?? {});
  if (payload.newTab) params.set('urlType', 'blank');
  window.open(`${CAR_ROUTE_BASENAME}${payload.path.slice(prefix.length)}?${params.toString()}`, '_blank', 'noopener');
}

interface DialogRequest {
  vehicleId: number | string | null;
  tab: VehicleInfoTab;
}

/**
 * What the shell does for `showVehInfo`, done by the standalone host: the console sends the same
 * message either way and the same shared dialog opens.
 */
export function StandaloneVehicleDialog({ bus, http }: { bus: LocalBus; http: HttpClient }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);

  useEffect(
    () =>
      bus.handle((message) => {
        if (message.name === 'showVehInfo') setRequest({ vehicleId: message.payload.vehicleId, tab: message.payload.tab ?? '' });
        else console.info(`[car] 独立运行时不处理消息 ${message.name}`);
      }),
    [bus],
  );

  // stays rendered after the first opening so the dialog can animate closed
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <VehicleInfoDialog
        http={http}
        vehicleId={request.vehicleId}
        tab={request.tab}
        onClose={() => setRequest((current) => (current ? { ...current, vehicleId: null } : null))}
        onGoPage={openStandalonePage}
      />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import type { SubAppMessages } from '../contract/bus-messages';
import type { LocalBus } from '../contract/local-bus';
import type { HttpClient } from '../http/http-client';
import type { VehicleInfoTab } from '../ui/vehicle-info/vehicle-info-dialog';
import type { SubAppIdentity } from './sub-app-identity';

// its own chunk: only standalone use opens it, and only on the first click
const VehicleInfoDialog = lazy(async () => ({ default: (await import('../ui/vehicle-info/vehicle-info-dialog')).VehicleInfoDialog }));

/**
 * A shell path of this app (`/car/playback?…`) as the standalone app serves it (`/apps/car/playback?…`),
 * in a new tab; a path of another app or of the shell has no standalone address and is ignored.
 */
export function openStandalonePage(app: Pick<SubAppIdentity, 'systemId' | 'routeBase'>, payload: SubAppMessages['goPage']): void {
  const prefix = `/${app.systemId}`;
  if (!payload.path.startsWith(`${prefix}/`)) {
    console.info(`[子应用] 独立运行时无法打开 ${payload.path}`);
    return;
  }
  const params = new URLSearchParams(payload.query ?? {});
  if (payload.newTab) params.set('urlType', 'blank');
  window.open(`${app.routeBase}${payload.path.slice(prefix.length)}?${params.toString()}`, '_blank', 'noopener');
}

interface DialogRequest {
  vehicleId: number | string | null;
  tab: VehicleInfoTab;
}

/**
 * What the shell does for `showVehInfo`, done by the standalone host: the console sends the same
 * message either way and the same shared dialog opens.
 */
export function StandaloneVehicleDialog({ bus, http, app }: { bus: LocalBus; http: HttpClient; app: Pick<SubAppIdentity, 'systemId' | 'routeBase'> }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);

  useEffect(
    () =>
      bus.handle((message) => {
        if (message.name === 'showVehInfo') setRequest({ vehicleId: message.payload.vehicleId, tab: message.payload.tab ?? '' });
        // the instructions dialog beside this one answers showInstructions
        else if (message.name !== 'showInstructions') console.info(`[子应用] 独立运行时不处理消息 ${message.name}`);
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
        onGoPage={(payload) => openStandalonePage(app, payload)}
      />
    </Suspense>
  );
}

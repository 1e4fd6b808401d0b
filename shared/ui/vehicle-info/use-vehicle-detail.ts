import { useCallback, useEffect, useState } from 'react';
import type { VehicleDetail } from '../../api/dto/vehicle-dto';
import { getVehicle } from '../../api/vehicle-api';
import { toApiError, type ApiError } from '../../http/api-error';
import type { HttpClient } from '../../http/http-client';

export type VehicleDetailState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; vehicle: VehicleDetail; loadedAt: number };

type Outcome = Extract<VehicleDetailState, { status: 'error' | 'ready' }>;

interface Settled {
  vehicleId: number | string;
  attempt: number;
  outcome: Outcome;
}

/**
 * Loads one vehicle for the dialog. Each answer is tagged with the vehicle and attempt it belongs
 * to and the previous request is aborted, so a slow answer for an earlier vehicle never shows
 * for the current one. `refresh()` reloads quietly: the last good data stays on screen meanwhile
 * and after a failed refresh (the follow tab polls with it), unless the session expired; `retry()` shows the loading state.
 */
export function useVehicleDetail(http: HttpClient, vehicleId: number | string | null) {
  const [request, setRequest] = useState({ attempt: 0, quiet: false });
  const [settled, setSettled] = useState<Settled | null>(null);

  // closing the dialog forgets the vehicle, so reopening never flashes an old error
  if (vehicleId === null && settled !== null) setSettled(null);

  useEffect(() => {
    if (vehicleId === null) return;
    const controller = new AbortController();
    const { attempt, quiet } = request;
    getVehicle(http, vehicleId, { signal: controller.signal }).then(
      (vehicle) => setSettled({ vehicleId, attempt, outcome: { status: 'ready', vehicle, loadedAt: Date.now() } }),
      (failure: unknown) => {
        const error = toApiError(failure);
        if (controller.signal.aborted || error.kind === 'aborted') return;
        // an expired session is not kept quiet: the follow tab's polling stops with the error view,
        // where every further refresh would have reopened the session dialog the user just closed
        const keepLastGood = quiet && error.kind !== 'session-expired';
        setSettled((previous) =>
          keepLastGood && previous?.vehicleId === vehicleId && previous.outcome.status === 'ready'
            ? previous
            : { vehicleId, attempt, outcome: { status: 'error', error } },
        );
      },
    );
    return () => controller.abort();
  }, [http, vehicleId, request]);

  const retry = useCallback(() => setRequest((previous) => ({ attempt: previous.attempt + 1, quiet: false })), []);
  const refresh = useCallback(() => setRequest((previous) => ({ attempt: previous.attempt + 1, quiet: true })), []);

  let state: VehicleDetailState;
  if (vehicleId === null) state = { status: 'idle' };
  else if (settled?.vehicleId !== vehicleId) state = { status: 'loading' };
  else if (settled.attempt === request.attempt) state = settled.outcome;
  else if (request.quiet && settled.outcome.status === 'ready') state = settled.outcome;
  else state = { status: 'loading' };

  return { state, retry, refresh };
}

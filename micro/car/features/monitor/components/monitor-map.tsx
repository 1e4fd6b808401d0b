import { reaction, when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { getProvinceOutlines } from '@shared/api/geo-api';
import type { SubAppBus } from '@shared/contract/sub-app-context';
import type { HttpClient } from '@shared/http/http-client';
import { FleetMapView } from '@shared/map/fleet-map-view';
import type { FleetMap, FleetMapOptions, PopupHandle } from '@shared/map/fleet-map-types';
import type { MonitorStore } from '../monitor-store';
import { MapVehicleCollector } from '../model/map-vehicles';
import { nextTask } from '@shared/map/next-task';
import { whenIdle } from '@shared/state/when-idle';
import { STATUS_BAR_REACH_PX } from './monitor-status-bar';
import { afterNextPaint } from './after-paint';

// a chunk of its own (antd's Descriptions and Typography ride with it): fetched on the first marker click
const VehiclePopup = lazy(() => import('./vehicle-popup').then((module) => ({ default: module.VehiclePopup })));

/** The longest the clustering worker's warm-up waits for an idle moment after the list is in. */
const WARM_UP_IDLE_CAP_MS = 2000;

/** Checked vehicles collected for the map per task (a few ms each at most) */
const MAP_SLICE_ROWS = 5000;

interface MonitorMapProps {
  store: MonitorStore;
  bus: SubAppBus;
  http: HttpClient;
  /** the map, once loaded (the page centres on a vehicle opened from the tree) */
  onMap?: (map: FleetMap) => void;
}

/**
 * The map of the checked vehicles: markers follow every live tick (the layer redraws once per frame),
 * the view fits what was just checked, a click opens the vehicle's popup, which follows its vehicle.
 * The popup's content is rendered through a portal so it keeps the console's theme and context.
 */
export const MonitorMap = observer(function MonitorMap({ store, bus, http, onMap }: MonitorMapProps) {
  const disposers = useRef<(() => void)[]>([]);
  const [popup, setPopup] = useState<PopupHandle | null>(null);
  // the map shows nothing until vehicles are checked: the clustering worker warms up once the list is
  // in and the page idles (during the transfer its rounds took a core from it)
  const [fleetIn] = useState(() => when(() => store.fleet !== null));
  useEffect(() => () => fleetIn.cancel(), [fleetIn]);
  // Leaflet itself (its chunk's compile and start-up, ~100 ms of CPU) waits for the tree's first rows,
  // or for the list's failure: during the 100k list's transfer it took the cores the list needed, and
  // the map shows no vehicle before a check anyway
  const [treeShown] = useState(() => when(() => store.settled || store.loadState.isError));
  useEffect(() => () => treeShown.cancel(), [treeShown]);
  const [options] = useState<FleetMapOptions>(() => {
    const fleetInAndIdle = fleetIn.then(() => new Promise<void>((idle) => whenIdle(idle, WARM_UP_IDLE_CAP_MS)));
    // left before the list came (cancelled): the map, if it was made at all, only skips its warm-up
    fleetInAndIdle.catch(() => undefined);
    // back on the page, the map opens where the operator left it (not on all of China)
    const view = store.mapView;
    return {
      loadOutlines: () => getProvinceOutlines(http),
      clusterWarmUpAfter: fleetInAndIdle,
      // a fit keeps the checked vehicles clear of the status bar over the map's bottom edge
      overlayInsets: { bottom: STATUS_BAR_REACH_PX },
      ...(view ? { center: view.center, zoom: view.zoom } : {}),
    };
  });

  useEffect(
    () => () => {
      disposers.current.forEach((dispose) => dispose());
      disposers.current = [];
    },
    [],
  );

  const onReady = useCallback(
    (map: FleetMap) => {
      let handle: PopupHandle | null = null;
      const closePopup = () => {
        handle?.close();
        handle = null;
        setPopup(null);
      };
      // The map follows checks and ticks after the frame that shows them: the tree's check mark and
      // counts paint first, then the checked vehicles are collected for the map a slice per task
      // (tens of thousands after checking a region) and handed over at once. Changes before that
      // make one update; a change during it starts it again.
      // Vehicles checked before the map was up (it loads after the tree) are fitted as a check made now
      // would be, unless the map opened on the view the operator left it at
      let fitPending = options.center === undefined && store.hasChecks;
      let generation = 0;
      const update = afterNextPaint(async () => {
        generation += 1;
        const mine = generation;
        const rows = store.checkedRows;
        const collected = new MapVehicleCollector();
        for (let from = 0; from < rows.length; from += MAP_SLICE_ROWS) {
          if (from > 0) {
            await nextTask();
            if (mine !== generation) return;
          }
          store.collectMapVehicles(rows, from, Math.min(rows.length, from + MAP_SLICE_ROWS), collected);
        }
        map.setVehicles(collected.vehicles);
        if (!fitPending) return;
        fitPending = false;
        // a new check fits the view to what is checked; live ticks never move the view
        const box = collected.corners();
        if (box) map.fitBounds(box, 15);
      });
      disposers.current.push(
        update.cancel,
        reaction(
          () => [store.fleet, store.revision, store.checkRevision],
          () => update.schedule(),
          { fireImmediately: true },
        ),
        reaction(
          () => store.checkRevision,
          () => {
            fitPending = true;
            update.schedule();
          },
        ),
        map.onVehicleClick((id) => store.select(id)),
        reaction(
          () => store.selectedId,
          (id) => {
            closePopup();
            const vehicle = store.selected;
            if (id === null || !vehicle || vehicle.lng === null || vehicle.lat === null) return;
            handle = map.openPopup(
              { lng: vehicle.lng, lat: vehicle.lat },
              {
                onClose: () => {
                  handle = null;
                  setPopup(null);
                  if (store.selectedId === id) store.select(null);
                },
              },
            );
            setPopup(handle);
          },
          { fireImmediately: true },
        ),
        reaction(
          () => {
            const vehicle = store.selected;
            return vehicle && vehicle.lng !== null && vehicle.lat !== null ? { lng: vehicle.lng, lat: vehicle.lat } : null;
          },
          (position) => {
            if (handle && position) handle.setPosition(position);
          },
          { equals: (a, b) => a?.lng === b?.lng && a?.lat === b?.lat },
        ),
        closePopup,
        // run when the page is left, before the map is destroyed (a parent's cleanup runs before its children's)
        () => store.rememberMapView(map.getView()),
      );
      onMap?.(map);
    },
    [store, onMap, options],
  );

  const selected = store.selected;
  return (
    <>
      <FleetMapView options={options} loadAfter={treeShown} onReady={onReady} label="车辆监控地图" style={{ position: 'absolute', inset: 0 }} />
      {popup && selected
        ? createPortal(
            <Suspense fallback={null}>
              <VehiclePopup store={store} bus={bus} vehicle={selected} />
            </Suspense>,
            popup.element,
          )
        : null}
    </>
  );
});

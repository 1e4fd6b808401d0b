/**
 * The page of the map benchmark (`bench/map-bench.ts` builds it in production mode): a full-window
 * FleetMap and `window.mapBench`, which the script drives. Only the map module is on the page, so
 * the figures are the map's own; the monitoring page's bench (bench:console) can call the same
 * steps on its map.
 */
import type { VehicleState } from '../../shared/api/dto/vehicle-dto';
import type { FleetMap, MapVehicle } from '../../shared/map/fleet-map-types';
import { loadFleetMap } from '../../shared/map/load-fleet-map';
import { STEP_END_MARK, STEP_START_MARK } from './main-thread-trace';

const STATES: VehicleState[] = ['online', 'online', 'online', 'stationary', 'offline', 'onlineNoFix', 'inactive', 'expired'];
/** The Pearl River Delta: 10,000 vehicles all inside the first view. */
const CENTER = { lng: 113.6, lat: 22.8 };
const ZOOM = 9;

function vehicles(count: number, seed = 1): MapVehicle[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, id) => ({
    id,
    lng: CENTER.lng - 0.9 + random() * 1.8,
    lat: CENTER.lat - 0.55 + random() * 1.1,
    state: STATES[id % STATES.length] ?? 'online',
    heading: Math.floor(random() * 360),
    alarm: random() < 0.01,
  }));
}

/**
 * Resolves once the frame showing the layer's new bitmap has been produced: the layer sets its data
 * attributes when it hands the bitmap to its canvas, the next animation frame paints it, and the task
 * after that frame's callbacks runs once the frame's style, layout, paint and commit are done. Ending
 * at the animation frame callback itself (as before) stopped the clock before that frame's rendering
 * work, which the user waits for too.
 */
function drawn(container: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(container, { attributes: true, attributeFilter: ['data-markers', 'data-clusters', 'data-clustered-vehicles'] });
  });
}

/** Longest gap between 0-ms timers while `work` runs: the longest main-thread task it caused. */
async function longestTask(work: () => Promise<void>): Promise<{ longestMs: number; longTasks: number }> {
  let longTasks = 0;
  let longestEntry = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks += 1;
      longestEntry = Math.max(longestEntry, entry.duration);
    }
  });
  observer.observe({ type: 'longtask' });
  let running = true;
  let longestGap = 0;
  let last = performance.now();
  const probe = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    if (running) setTimeout(probe, 0);
  };
  setTimeout(probe, 0);
  await work();
  running = false;
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return { longestMs: Math.max(longestGap, longestEntry), longTasks };
}

let map: FleetMap | null = null;
/** the list the next step hands the map, made by `prepare()` beforehand: making it is the bench's cost, not the map's */
let prepared: MapVehicle[] = [];
let frames: number[] = [];
let recording = false;

function container(): HTMLElement {
  const existing = document.getElementById('map');
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = 'map';
  element.style.cssText = 'position:fixed;inset:0';
  document.body.append(element);
  return element;
}

const mapBench = {
  /** Loads the map chunk once (not part of the figures below, which time a warm first render). */
  async warm(): Promise<number> {
    const started = performance.now();
    const throwaway = document.createElement('div');
    throwaway.style.cssText = 'position:absolute;width:10px;height:10px;left:-20px';
    document.body.append(throwaway);
    const created = await loadFleetMap(throwaway, { center: CENTER, zoom: ZOOM });
    created.destroy();
    throwaway.remove();
    return performance.now() - started;
  },
  /** Makes the vehicles of the next `firstRender()` or `rebuild()`, outside what they time and trace. */
  prepare(count: number, seed = 1): void {
    prepared = vehicles(count, seed);
  },
  /**
   * Removes the map of the previous step, before a first render is traced: taking the old map down
   * is the bench's own set-up, not part of the new map's first render (the trace used to count it).
   */
  discard(): void {
    map?.destroy();
    map = null;
  },
  /** ms from creating the map to the first frame after the prepared vehicles are drawn. */
  async firstRender(): Promise<{ ms: number; markers: number; clusters: number; clusteredVehicles: number }> {
    map?.destroy();
    const list = prepared;
    const element = container();
    // the marks bound the step in the bench's trace (`./main-thread-trace.ts`)
    const started = performance.mark(STEP_START_MARK).startTime;
    const done = drawn(element);
    map = await loadFleetMap(element, { center: CENTER, zoom: ZOOM });
    map.setVehicles(list);
    await done;
    const ms = performance.mark(STEP_END_MARK).startTime - started;
    return { ms, ...map.visibleSummary() };
  },
  startFrames(): void {
    frames = [];
    recording = true;
    let last = performance.now();
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      if (recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  },
  stopFrames(): number[] {
    recording = false;
    return frames.slice(1);
  },
  /** The machine's own noise: the longest gap between 0-ms timers while the page does nothing. */
  async idle(ms: number): Promise<{ longestMs: number; longTasks: number }> {
    return longestTask(() => new Promise((resolve) => setTimeout(resolve, ms)));
  },
  /** Replaces the vehicles by the prepared ones (a full cluster rebuild) and reports the longest main-thread task until drawn. */
  async rebuild(): Promise<{ longestMs: number; longTasks: number; ms: number }> {
    const current = map;
    if (!current) throw new Error('no map');
    const list = prepared;
    const started = performance.now();
    const result = await longestTask(async () => {
      const done = drawn(container());
      current.setVehicles(list);
      await done;
    });
    return { ...result, ms: performance.now() - started };
  },
};

Object.assign(window, { mapBench });

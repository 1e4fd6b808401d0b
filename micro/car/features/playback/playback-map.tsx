import { Result } from 'antd';
import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import type { TrackPoints } from '@shared/api/dto/track-dto';
import { formatChinaTime } from '@shared/api/time/china-time';
import { SECOND_MS } from '@shared/constants/time';
import type { LngLat } from '@shared/geo/coordinates';
import type { CircleMarkerHandle, FleetMap, LineHandle } from '@shared/map/fleet-map-types';
import { loadFleetMap } from '@shared/map/load-fleet-map';
import { formatDuration } from './format-duration';
import { PlayedLine } from './played-line';
import type { PlaybackStore } from './playback-store';
import { simplifyRuns, toleranceForZoom } from './track-lines';
import { trackRuns, type TrackPosition } from './track-position';

/** Positions handed to fitBounds: a sample is as good as 100k for a bounding box. */
const FIT_SAMPLE = 2000;
const FIT_MAX_ZOOM = 16;
const ZOOM_POLL_MS = 300;
const PLAYED_REDRAW_MS = 250;
/**
 * While playing, the played line is redrawn only once the marker is this many pixels (at the zoom's
 * scale) past the line's end: each redraw repaints the line layer under it (the 64× bench: 2 ms of
 * paint and 3 ms of script a redraw on a quiet machine, tens under load), and a tail a few pixels
 * short of a 28-px marker is hidden under it.
 */
const PLAYED_REDRAW_PX = 4;
/**
 * The first frame's line is simplified to this many pixels (a few hundred points instead of a few
 * thousand: less to simplify, project and draw before it), and redrawn at one pixel right after it
 * is painted: a line within 3 px of the track for one frame.
 */
const FIRST_FRAME_PX = 3;

const at = (points: TrackPoints, index: number): LngLat => ({ lng: points.lng[index] as number, lat: points.lat[index] as number });

/** Degrees of one 256-px tile at a zoom: follow re-centres when the marker is that far from the centre. */
const followSlack = (zoom: number) => 360 / 2 ** zoom;

/**
 * The map of the player, through the one map module (shared/map): the track drawn simplified per zoom
 * as runs (a gap in the data stays a gap), the played part in its own style, the moving marker
 * rotated by heading, start/end, stops and alarms as circles (a click jumps the clock), and follow.
 */
export function PlaybackMap({ store }: { store: PlaybackStore }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const track = store.track;
  const points = store.points;

  useEffect(() => {
    const element = host.current;
    if (!element || !track || !points) return;
    const runs = trackRuns(points);
    const last = points.count - 1;
    let map: FleetMap | null = null;
    // aborting stops a load still in flight, so a rerun (new track, StrictMode) builds the only map on the host
    const loading = new AbortController();
    const disposed = () => loading.signal.aborted;
    const cleanups: Array<() => void> = [];

    void loadFleetMap(element, { cluster: false }, loading.signal)
      .then((loaded) => {
        if (disposed()) {
          loaded.destroy();
          return;
        }
        map = loaded;
        const fleetMap = loaded;
        const step = Math.max(1, Math.floor(points.count / FIT_SAMPLE));
        const sample: LngLat[] = [];
        for (let index = 0; index < points.count; index += step) sample.push(at(points, index));
        sample.push(at(points, last));
        fleetMap.fitBounds(sample, FIT_MAX_ZOOM);

        // the line of a zoom level: simplified once per level, then kept
        const keptByZoom = new Map<number, Int32Array[]>();
        let zoom = Number.NaN;
        let lines: LineHandle[] = [];
        let played: PlayedLine | null = null;
        /** `coarse`: the first frame's line, simplified to FIRST_FRAME_PX (not kept: the fine one replaces it after the paint) */
        const drawLines = (coarse = false) => {
          zoom = Math.round(fleetMap.getZoom());
          let kept = coarse ? undefined : keptByZoom.get(zoom);
          if (!kept) {
            kept = simplifyRuns(points, runs, toleranceForZoom(zoom) * (coarse ? FIRST_FRAME_PX : 1));
            if (!coarse) keptByZoom.set(zoom, kept);
          }
          lines.forEach((line) => line.remove());
          played?.remove();
          const drawn = kept;
          lines = drawn.map((indices) => fleetMap.addLine(Array.from(indices, (index) => at(points, index)), 'track'));
          played = new PlayedLine(fleetMap, points, drawn);
        };
        drawLines(true);

        /** start, end, stops and alarms: drawn once the first frame (line and marker) is painted */
        const drawMarks = () => {
          const circles = [
            fleetMap.addCircleMarker(at(points, 0), { kind: 'start', title: `起点 ${formatChinaTime(points.time[0] ?? null) ?? ''}` }),
            fleetMap.addCircleMarker(at(points, last), { kind: 'end', title: `终点 ${formatChinaTime(points.time[last] ?? null) ?? ''}` }),
            ...track.stops.map((stop, index) =>
              fleetMap.addCircleMarker(
                { lng: stop.lng, lat: stop.lat },
                { kind: 'stop', title: `停留 ${index + 1}：${formatDuration(stop.durationS * SECOND_MS)}`, onClick: () => store.jumpToStop(stop) },
              ),
            ),
          ];
          cleanups.push(() => circles.forEach((circle) => circle.remove()));
          let alarmCircles: CircleMarkerHandle[] = [];
          cleanups.push(() => alarmCircles.forEach((circle) => circle.remove()));
          cleanups.push(
            reaction(
              () => store.alarms,
              (alarms) => {
                alarmCircles.forEach((circle) => circle.remove());
                alarmCircles = alarms.flatMap((alarm) =>
                  alarm.lng === null || alarm.lat === null
                    ? []
                    : [fleetMap.addCircleMarker({ lng: alarm.lng, lat: alarm.lat }, { kind: 'alarm', title: alarm.typeName, onClick: () => store.jumpToAlarm(alarm) })],
                );
              },
              { fireImmediately: true },
            ),
          );
        };
        const start = store.position;
        const marker = fleetMap.addMovingMarker(start ?? at(points, 0), start?.heading ?? (points.direction[0] as number), 'online');
        let followCentre: LngLat | null = null;
        let playedDrawnAt = Number.NEGATIVE_INFINITY;
        let playedEnd: LngLat | null = null;
        let shown: TrackPosition | null = null;
        /** the lines at the current zoom's detail, the played part up to the shown position */
        const redrawLines = () => {
          drawLines();
          if (!shown) return;
          playedEnd = { lng: shown.lng, lat: shown.lat };
          played?.update(shown.index, playedEnd);
        };
        // the map module has no zoom event: a paused player notices a zoom change within ZOOM_POLL_MS
        const zoomPoll = window.setInterval(() => {
          if (Math.round(fleetMap.getZoom()) !== zoom) redrawLines();
        }, ZOOM_POLL_MS);
        cleanups.push(() => window.clearInterval(zoomPoll));
        // every frame while playing, and at once on a scrub or a click: straight to the layers, no render
        const show = (position: TrackPosition | null, force: boolean) => {
          if (!position) return;
          shown = position;
          const place = { lng: position.lng, lat: position.lat };
          marker.setPosition(place, position.heading);
          // while playing, the played line follows a few times a second: redrawing the line layer
          // each frame costs more than the frame; a paused clock (scrub, click) draws at once
          const now = performance.now();
          const slack = toleranceForZoom(fleetMap.getZoom()) * PLAYED_REDRAW_PX;
          const moved = !playedEnd || Math.abs(playedEnd.lng - place.lng) > slack || Math.abs(playedEnd.lat - place.lat) > slack;
          if (force || !store.clock?.isPlaying || (now - playedDrawnAt >= PLAYED_REDRAW_MS && moved)) {
            playedDrawnAt = now;
            playedEnd = place;
            played?.update(position.index, place);
          }
          if (!store.follow) {
            followCentre = null;
            return;
          }
          const followAt = followSlack(fleetMap.getZoom());
          if (!followCentre || Math.abs(followCentre.lng - place.lng) > followAt || Math.abs(followCentre.lat - place.lat) > followAt / 2) {
            followCentre = place;
            fleetMap.setView(place);
          }
        };
        cleanups.push(store.onFrame((_time, position) => show(position, false)));
        // turning follow on centres the vehicle at once, even while paused
        cleanups.push(reaction(() => store.follow, () => show(shown, true)));
        // once this frame is painted: the line at its full detail, the start/end, stop and alarm
        // circles (a few dozen SVG elements the first frame does not need), then what waits for the
        // map (the chart, the events panel)
        let afterFrame = 0;
        const frame = requestAnimationFrame(() => {
          afterFrame = window.setTimeout(() => {
            redrawLines();
            drawMarks();
            store.markMapShown();
          }, 0);
        });
        cleanups.push(() => {
          cancelAnimationFrame(frame);
          window.clearTimeout(afterFrame);
        });
        cleanups.push(() => {
          marker.remove();
          lines.forEach((line) => line.remove());
          played?.remove();
        });
      })
      .catch((error: unknown) => {
        if (disposed()) return;
        console.warn('[轨迹回放] 地图加载失败', error);
        store.markMapShown();
        setFailed(true);
      });

    return () => {
      loading.abort();
      cleanups.splice(0).forEach((cleanup) => cleanup());
      map?.destroy();
    };
  }, [store, track, points]);

  if (failed) return <Result status="warning" title="地图加载失败" subTitle="请检查网络后刷新页面" />;
  return <div ref={host} data-testid="playback-map" style={{ width: '100%', height: '100%' }} />;
}

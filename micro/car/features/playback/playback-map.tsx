import { Result } from 'antd';
import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import type { TrackPoint } from '@shared/api/dto/track-dto';
import { formatChinaTime } from '@shared/api/time/china-time';
import { SECOND_MS } from '@shared/constants/time';
import type { LngLat } from '@shared/geo/coordinates';
import type { CircleMarkerHandle, FleetMap, LineHandle } from '@shared/map/fleet-map-types';
import { loadFleetMap } from '@shared/map/load-fleet-map';
import { formatDuration } from './format-duration';
import { PlayedLine } from './played-line';
import type { PlaybackStore } from './playback-store';
import { simplifyRuns, toleranceForZoom } from './track-lines';
import { trackRuns } from './track-position';

/** Positions handed to fitBounds: a sample is as good as 100k for a bounding box. */
const FIT_SAMPLE = 2000;
const FIT_MAX_ZOOM = 16;
const ZOOM_POLL_MS = 300;
const PLAYED_REDRAW_MS = 250;

const at = (point: TrackPoint): LngLat => ({ lng: point[1], lat: point[2] });

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

  useEffect(() => {
    const element = host.current;
    if (!element || !track) return;
    const points = track.points;
    const runs = trackRuns(points);
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
        const step = Math.max(1, Math.floor(points.length / FIT_SAMPLE));
        const sample: LngLat[] = [];
        for (let index = 0; index < points.length; index += step) sample.push(at(points[index] as TrackPoint));
        sample.push(at(points[points.length - 1] as TrackPoint));
        fleetMap.fitBounds(sample, FIT_MAX_ZOOM);

        // the line of a zoom level: simplified once per level, then kept
        const keptByZoom = new Map<number, Int32Array[]>();
        let zoom = Number.NaN;
        let lines: LineHandle[] = [];
        let played: PlayedLine | null = null;
        const drawLines = () => {
          zoom = Math.round(fleetMap.getZoom());
          let kept = keptByZoom.get(zoom);
          if (!kept) {
            kept = simplifyRuns(points, runs, toleranceForZoom(zoom));
            keptByZoom.set(zoom, kept);
          }
          lines.forEach((line) => line.remove());
          played?.remove();
          const drawn = kept;
          lines = drawn.map((indices) => fleetMap.addLine(Array.from(indices, (index) => at(points[index] as TrackPoint)), 'track'));
          played = new PlayedLine(fleetMap, points, drawn);
        };
        drawLines();

        const first = points[0] as TrackPoint;
        const last = points[points.length - 1] as TrackPoint;
        const circles = [
          fleetMap.addCircleMarker(at(first), { kind: 'start', title: `起点 ${formatChinaTime(first[0]) ?? ''}` }),
          fleetMap.addCircleMarker(at(last), { kind: 'end', title: `终点 ${formatChinaTime(last[0]) ?? ''}` }),
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

        const start = store.position;
        const marker = fleetMap.addMovingMarker(start ?? at(first), start?.heading ?? first[4], 'online');
        let followCentre: LngLat | null = null;
        let playedDrawnAt = Number.NEGATIVE_INFINITY;
        const showPlayed = () => {
          const position = store.position;
          if (position) played?.update(position.index, { lng: position.lng, lat: position.lat });
        };
        // the map module has no zoom event: a paused player notices a zoom change within ZOOM_POLL_MS
        const zoomPoll = window.setInterval(() => {
          if (Math.round(fleetMap.getZoom()) === zoom) return;
          drawLines();
          showPlayed();
        }, ZOOM_POLL_MS);
        cleanups.push(() => window.clearInterval(zoomPoll));
        // every clock change (each frame while playing) moves the marker and the played line
        cleanups.push(
          reaction(
            () => ({ position: store.position, follow: store.follow }),
            ({ position, follow }) => {
              if (!position) return;
              if (Math.round(fleetMap.getZoom()) !== zoom) drawLines();
              const place = { lng: position.lng, lat: position.lat };
              marker.setPosition(place, position.heading);
              // while playing, the played line follows a few times a second: redrawing the line layer
              // each frame costs more than the frame; a paused clock (scrub, click) draws at once
              const now = performance.now();
              if (!store.playing || now - playedDrawnAt >= PLAYED_REDRAW_MS) {
                playedDrawnAt = now;
                played?.update(position.index, place);
              }
              if (!follow) {
                followCentre = null;
                return;
              }
              const slack = followSlack(fleetMap.getZoom());
              if (!followCentre || Math.abs(followCentre.lng - place.lng) > slack || Math.abs(followCentre.lat - place.lat) > slack / 2) {
                followCentre = place;
                fleetMap.setView(place);
              }
            },
            { fireImmediately: true },
          ),
        );
        cleanups.push(() => {
          marker.remove();
          lines.forEach((line) => line.remove());
          played?.remove();
        });
      })
      .catch((error: unknown) => {
        if (disposed()) return;
        console.warn('[轨迹回放] 地图加载失败', error);
        setFailed(true);
      });

    return () => {
      loading.abort();
      cleanups.splice(0).forEach((cleanup) => cleanup());
      map?.destroy();
    };
  }, [store, track]);

  if (failed) return <Result status="warning" title="地图加载失败" subTitle="请检查网络后刷新页面" />;
  return <div ref={host} data-testid="playback-map" style={{ width: '100%', height: '100%' }} />;
}

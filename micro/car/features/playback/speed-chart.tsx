import { Typography } from 'antd';
import type * as EChartsCoreModule from 'echarts/core';
import { when } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import type { TrackPoints } from '@shared/api/dto/track-dto';
import { TRACK_GAP_MS } from '@shared/api/dto/track-dto';
import { formatChinaTime } from '@shared/api/time/china-time';
import type { PlaybackStore } from './playback-store';

type EChartsCore = typeof EChartsCoreModule;
type Chart = ReturnType<EChartsCore['init']>;

const eChartsModules = () => Promise.all([import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers')]);

/** ECharts, tree-shaken to a line chart on a grid (its chunks are fetched once; a failed fetch is tried again). */
async function loadECharts(): Promise<EChartsCore> {
  const [core, charts, components, renderers] = await eChartsModules();
  core.use([charts.LineChart, components.GridComponent, renderers.CanvasRenderer]);
  return core;
}

/**
 * Starts fetching ECharts while the track is requested: its chunks are then evaluated while the
 * server answers, not after the first frame. Asked for only once the map had shown the track, they
 * came in (and the chart's first render after them, 200–400 ms at a 5× CPU slowdown) while the
 * track played (bench:playback).
 */
export function preloadSpeedChart(): void {
  void eChartsModules().catch(() => {
    // the chart's own load reports the failure
  });
}

/** Resolves after the next frame has been painted (a task queued from an animation frame runs after it). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Buckets across the chart's width: about two per pixel of a full-width chart, each drawn as its low and its high. */
export const SPEED_CHART_BUCKETS = 1200;

/**
 * [time, speed] pairs for the chart: per time bucket the slowest and the fastest point (in time
 * order), so peaks and halts survive while 100 000 points become a few thousand; a break (null) at
 * each gap in the data, so the line does not bridge it.
 */
export function speedSeries(points: TrackPoints, buckets = SPEED_CHART_BUCKETS): Array<[number, number | null]> {
  const data: Array<[number, number | null]> = [];
  const { count, time, speed } = points;
  if (count === 0) return data;
  const first = time[0] as number;
  const width = Math.max(1, ((time[count - 1] as number) - first) / buckets);
  let bucket = -1;
  let low = -1;
  let high = -1;
  const flush = () => {
    if (low < 0) return;
    const earlier = Math.min(low, high);
    const later = Math.max(low, high);
    data.push([time[earlier] as number, speed[earlier] as number]);
    if (later !== earlier) data.push([time[later] as number, speed[later] as number]);
  };
  for (let index = 0; index < count; index += 1) {
    const at = time[index] as number;
    const gap = index > 0 && at - (time[index - 1] as number) > TRACK_GAP_MS;
    const slot = Math.floor((at - first) / width);
    if (gap || slot !== bucket) {
      flush();
      if (gap) data.push([(time[index - 1] as number) + 1, null]);
      bucket = slot;
      low = index;
      high = index;
    } else {
      if ((speed[index] as number) < (speed[low] as number)) low = index;
      if ((speed[index] as number) > (speed[high] as number)) high = index;
    }
  }
  flush();
  return data;
}

const hourMinute = (value: number) => (formatChinaTime(value) ?? '').slice(5, 16);

/**
 * The speed over time under the map, linked both ways with the clock: a click (or hovering while
 * paused) moves the clock; the clock moves the cursor. The cursor is a plain element placed with
 * the chart's own axis mapping, so following the clock at 60 frames a second never re-renders the
 * 100k-point series.
 */
export function SpeedChart({ store }: { store: PlaybackStore }) {
  const host = useRef<HTMLDivElement>(null);
  const cursor = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const track = store.track;
  const points = store.points;

  useEffect(() => {
    const element = host.current;
    if (!element || !track || !points) return;
    let chart: Chart | null = null;
    let stopCursor = () => {};
    let stopPointer = () => {};
    let disposed = false;
    const observer = new ResizeObserver(() => chart?.resize());

    // the chart is not part of the first frame: it is made once the map has shown the track (its
    // library was asked for with the track: preloadSpeedChart)
    const mapShown = when(() => store.mapShown);
    void mapShown
      .then(afterPaint)
      .then(loadECharts)
      // ECharts' modules are evaluated in the task that brings their chunk (inside a hidden shell app,
      // the idle callback in which wujie runs it), then the chart is made, then the series: three tasks with a
      // frame between them, not one (at 2.5× CPU inside the shell the three made one 335 ms task, in
      // which a playing track stood still)
      .then(async (echarts) => {
        await afterPaint();
        if (disposed) return;
        chart = echarts.init(element, undefined, { renderer: 'canvas' });
        const data = speedSeries(points);
        await afterPaint();
        if (disposed) return;
        chart.setOption({
          animation: false,
          grid: { left: 44, right: 16, top: 12, bottom: 24 },
          xAxis: { type: 'time', min: store.startMs, max: store.endMs, axisLabel: { formatter: hourMinute, hideOverlap: true } },
          yAxis: { type: 'value', name: 'km/h', nameGap: 6, splitNumber: 3 },
          series: [
            {
              type: 'line',
              data,
              showSymbol: false,
              sampling: 'lttb',
              connectNulls: false,
              lineStyle: { width: 1 },
              areaStyle: { opacity: 0.15 },
            },
          ],
        });
        const current = chart;
        // DOM events on the host rather than zrender's: zrender's own pointer mapping misreads
        // positions inside wujie's shadow root; the rect also absorbs the shell's CSS zoom
        const timeAt = (event: MouseEvent): number | null => {
          const rect = element.getBoundingClientRect();
          const scale = element.offsetWidth > 0 ? rect.width / element.offsetWidth : 1;
          const point = [(event.clientX - rect.left) / scale, (event.clientY - rect.top) / scale];
          if (!current.containPixel({ gridIndex: 0 }, point)) return null;
          // a grid finder answers [x value, y value] (an axis finder would answer one number)
          const [time] = current.convertFromPixel({ gridIndex: 0 }, point) as unknown as [number, number];
          return Number.isFinite(time) ? time : null;
        };
        const onClick = (event: MouseEvent) => {
          const time = timeAt(event);
          if (time !== null) store.seek(time);
        };
        const onMove = (event: MouseEvent) => {
          // while playing the clock leads; hovering a paused player previews the time under the pointer
          if (store.playing) return;
          const time = timeAt(event);
          if (time !== null) store.seek(time);
        };
        element.addEventListener('click', onClick);
        element.addEventListener('mousemove', onMove);
        stopPointer = () => {
          element.removeEventListener('click', onClick);
          element.removeEventListener('mousemove', onMove);
        };
        // every frame, straight to the cursor element: no render, no chart redraw; and only when it
        // moves a pixel (at 64× over a week that is every few seconds, not every frame)
        let shownX: number | null = null;
        stopCursor = store.onFrame((time) => {
          const line = cursor.current;
          if (!line) return;
          const raw = current.convertToPixel({ xAxisIndex: 0 }, time) as unknown as number;
          const x = Number.isFinite(raw) ? Math.round(raw) : null;
          if (x === shownX) return;
          shownX = x;
          if (x !== null) line.style.transform = `translateX(${x}px)`;
          line.style.display = x === null ? 'none' : 'block';
        });
        observer.observe(element);
      })
      .catch((error: unknown) => {
        if (disposed) return;
        console.warn('[轨迹回放] 速度图表加载失败', error);
        setFailed(true);
      });

    return () => {
      disposed = true;
      mapShown.cancel();
      stopCursor();
      stopPointer();
      observer.disconnect();
      chart?.dispose();
    };
  }, [store, track, points]);

  if (failed) return <Typography.Text type="secondary">速度图表加载失败，请刷新页面重试</Typography.Text>;
  return (
    <div style={{ position: 'relative', height: '100%', width: '100%' }}>
      <div ref={host} data-testid="speed-chart" aria-label="速度曲线" role="img" style={{ position: 'absolute', inset: 0 }} />
      <div
        ref={cursor}
        aria-hidden
        style={{ position: 'absolute', top: 12, bottom: 24, left: 0, width: 1, background: '#f5222d', pointerEvents: 'none', display: 'none', willChange: 'transform' }}
      />
    </div>
  );
}

import { Card } from 'antd';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption, EChartsType } from 'echarts/core';
import { useEffect, useEffectEvent, useRef } from 'react';

export type ReportChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption>;

const CHART_HEIGHT = 240;

/**
 * One report chart. ECharts loads on first use (its own chunk); the chart follows its box's width
 * and the theme's colour, and is disposed with the component. It never delays the table: a new
 * option is drawn after the next paint (the rows are on screen by then), and without ECharts'
 * entry animation, which would redraw the canvas every frame for a second while the user reads
 * (and pages) the table.
 */
export function ReportChart({ title, option, color }: { title: string; option: ReportChartOption; color: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  // the option of the moment the library arrives (the chart loads once, the option changes)
  const draw = useEffectEvent(() => chart.current?.setOption({ animation: false, color: [color], ...option }, { notMerge: true }));

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void import('./echarts-setup').then(({ init }) => {
      const element = box.current;
      if (disposed || !element) return;
      chart.current = init(element);
      draw();
      if (typeof ResizeObserver === 'function') {
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(element);
      }
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // after the frame that shows the table: a task queued from requestAnimationFrame runs after its paint
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => chart.current?.setOption({ animation: false, color: [color], ...option }, { notMerge: true }));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [option, color]);

  return (
    <Card size="small" title={title}>
      <div ref={box} role="img" aria-label={title} style={{ height: CHART_HEIGHT, width: '100%' }} />
    </Card>
  );
}

import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as install } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts with only what the reports draw (bars, a line, the grid and tooltips). Loaded with
 * `import()` by report-chart.tsx, so the charts are their own chunk and the table shows first.
 */
install([BarChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { init };

import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import type { BarSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

// Only the parts the chart widgets draw, so the bundle carries no unused chart types. Screens draw on canvas;
// printed charts and unit tests (jsdom has no canvas) draw SVG.
echarts.use([
  LineChart,
  ScatterChart,
  BarChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
  SVGRenderer,
]);

export { echarts };

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | ScatterSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export type ChartRenderer = 'canvas' | 'svg';

/** A drawn chart (to bind clicks, convert pixels, read its option). */
export type ChartInstance = ReturnType<typeof echarts.init>;

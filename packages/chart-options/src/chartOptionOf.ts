import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { buildHorizontalBarOption } from './horizontalBar/horizontalBarOption';
import { fillMissingBuckets, validateGraphData } from './lineChart/lineChartData';
import { buildLineChartOption } from './lineChart/lineChartOption';
import { buildScatterPlotOption } from './scatterPlot/scatterPlotOption';
import type { ChartOption } from './echarts';

/**
 * The echarts option of a get-data answer's chart as its widget first draws it (nothing selected, no animation),
 * or null for an answer that draws no chart (another type, an answer the widget shows as a warning or as empty).
 * Free of React and the DOM: the server draws the same option to SVG for the chart's first picture (see widget-kit's EChart).
 * `dotsAsOneShape`: each line's dots as one shape, as the print layout draws them (a far smaller SVG).
 */
export function chartOptionOf(answer: WidgetDataAnswer, dotsAsOneShape = true): ChartOption | null {
  switch (answer.visualizationType) {
    case 'LINE': {
      const check = validateGraphData(answer.rawOutput);
      if (!check.ok) return null;
      const { dateFrom, dateTo, dateGrouping } = answer.settingsUsed;
      const series = fillMissingBuckets(check.data.chartData, dateFrom, dateTo, dateGrouping);
      if (series.length === 0) return null;
      return buildLineChartOption({
        series,
        settings: answer.settingsUsed,
        selected: null,
        animation: false,
        dotsAsOneShape,
      });
    }
    case 'HORIZONTAL_BAR':
      if (answer.rawOutput.bars.length === 0) return null;
      return buildHorizontalBarOption(answer.rawOutput, answer.settingsUsed, false);
    case 'SCATTER':
      if (answer.rawOutput.series.every((series) => series.points.length === 0)) return null;
      return buildScatterPlotOption(answer.rawOutput, answer.settingsUsed, false);
    default:
      return null;
  }
}

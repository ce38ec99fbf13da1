// Public surface of chart-options: the echarts options of the chart widgets, built without React or the DOM, and
// the chart value formats and palette they use. The registered echarts itself is the `./echarts` subpath, sample
// answers the `./samples` subpath.
export { chartOptionOf } from './chartOptionOf';
export type { ChartInstance, ChartOption, ChartRenderer } from './echarts';
export { encodeHtml } from './encodeHtml';
export * from './format';
export * from './lineChart/lineChartConstants';
export * from './lineChart/lineChartData';
export * from './lineChart/lineChartDates';
export * from './lineChart/lineChartLegend';
export * from './lineChart/lineChartOption';
export * from './lineChart/lineChartTooltip';
export * from './horizontalBar/horizontalBarOption';
export * from './scatterPlot/scatterPlotOption';

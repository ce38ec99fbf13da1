export { EChart, type EChartProps } from './EChart';
export { echarts, encodeHtml, type ChartOption, type ChartRenderer } from './echarts';
export { useContainerWidth } from './useContainerWidth';

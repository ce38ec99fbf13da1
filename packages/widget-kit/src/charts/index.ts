export { EChart, type EChartProps } from './EChart';
export { echarts, encodeHtml, type ChartInstance, type ChartOption, type ChartRenderer } from './echarts';

export { EChart, type EChartProps } from './EChart';
export type { ChartInstance, ChartOption, ChartRenderer } from './echarts';
export { encodeHtml } from './encodeHtml';
export { ChartPictureContext, type ChartPictureSource, type ChartSize } from './chartPictures';

// Chart option types and encodeHtml are in @shelfsight/chart-options.
export { EChart, type EChartProps } from './EChart';
export { ChartPictureContext, type ChartPictureSource, type ChartSize } from './chartPictures';

export { SCATTER_TEXTS, ScatterPlotWidget, type ScatterPlotWidgetProps } from './ScatterPlotWidget';

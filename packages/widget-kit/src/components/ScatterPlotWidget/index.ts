export { ScatterPlotWidget, type ScatterPlotWidgetProps } from './ScatterPlotWidget';

export { LineChartWidget, type LineChartSegment, type LineChartWidgetProps } from './LineChartWidget';

export { PerformanceOverviewWidget, type PerformanceOverviewWidgetProps } from './PerformanceOverviewWidget';

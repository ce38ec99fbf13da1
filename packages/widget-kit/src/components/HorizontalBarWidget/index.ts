export { HorizontalBarWidget, type HorizontalBarWidgetProps } from './HorizontalBarWidget';

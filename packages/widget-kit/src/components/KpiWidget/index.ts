export { KpiWidget, type KpiWidgetProps } from './KpiWidget';

export { KPI_DETAILS, KpiWidget, type KpiWidgetProps } from './KpiWidget';

export { DataTableWidget, type DataTableQuery, type DataTableWidgetProps } from './DataTableWidget';
export { formatCellValue } from './formatCellValue';
export { ThresholdWarning } from './ThresholdWarning';
export { thresholdCellProps } from './thresholdCellProps';

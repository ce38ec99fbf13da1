export * from './chartConstants';
export * from './palette';
export * from './valueFormat';
export * from './axis';
export { formatCellValue } from '../components/DataTableWidget/formatCellValue';

export { PrintedTable, type PrintedColumn, type PrintedTableProps } from './PrintedTable';

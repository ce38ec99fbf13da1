export { ExportTable, type ExportTableProps } from './ExportTable';

// How a table cell shows its value; chart value formats, the palette and axes are in @shelfsight/chart-options.
export { formatCellValue } from '../components/DataTableWidget/formatCellValue';

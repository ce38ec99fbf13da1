export { DatasetTable, datasetChipColors, type DatasetTableProps } from './DatasetTable';

export { columnBlocks, printedBlockHeading, type ColumnBlock } from './columnBlocks';
export { PrintedTable, type PrintedColumn, type PrintedTableProps } from './PrintedTable';

export { ComparisonTable, type ComparisonTableProps, differenceText } from './ComparisonTable';

export { InstanceTable, instanceChipColors, type InstanceTableProps } from './InstanceTable';

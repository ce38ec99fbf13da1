export { RetailerConfigurationTable, type RetailerConfigurationTableProps } from './RetailerConfigurationTable';

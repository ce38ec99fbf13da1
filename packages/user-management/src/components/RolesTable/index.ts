export { RolesTable, type RolesTableProps } from './RolesTable';

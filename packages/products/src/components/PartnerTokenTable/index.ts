export { PartnerTokenTable, type PartnerTokenTableProps } from './PartnerTokenTable';

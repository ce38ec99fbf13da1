export { MappingCandidateTable, type MappingCandidateTableProps } from './MappingCandidateTable';

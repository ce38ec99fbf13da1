export { SavedFilterTable, type SavedFilterTableProps } from './SavedFilterTable';

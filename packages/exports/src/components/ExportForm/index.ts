export { ExportForm, type ExportFormProps } from './ExportForm';

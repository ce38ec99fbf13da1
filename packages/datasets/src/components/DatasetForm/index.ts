export { DatasetForm, type DatasetFormProps } from './DatasetForm';

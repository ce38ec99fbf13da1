export { RetailerForm, type RetailerFormProps } from './RetailerForm';

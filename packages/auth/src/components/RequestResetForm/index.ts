export { RequestResetForm, validateResetEmail, type RequestResetFormProps } from './RequestResetForm';

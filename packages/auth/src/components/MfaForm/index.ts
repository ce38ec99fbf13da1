export { MfaForm, type MfaFormProps, type MfaFormValues } from './MfaForm';

export { NewPasswordForm, type NewPasswordFormProps, type NewPasswordValues } from './NewPasswordForm';

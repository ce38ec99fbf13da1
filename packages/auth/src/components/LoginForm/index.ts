export { LoginForm, type LoginFormProps } from './LoginForm';
export type { LoginFormValues } from './validateLogin';

export { UserForm, type UserFormProps, type UserFormValues } from './UserForm';

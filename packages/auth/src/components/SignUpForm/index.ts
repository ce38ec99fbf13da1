export { AddCustomerForm, type AddCustomerFormProps } from './AddCustomerForm';
export { SignUpForm, type SignUpFormProps, type SignUpFormValues } from './SignUpForm';

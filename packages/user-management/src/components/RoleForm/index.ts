export { RoleForm, type RoleFormProps } from './RoleForm';

export { RoleForm, type RoleFormProps } from './RoleForm';
export type { RetailerOption } from './roleGrants';

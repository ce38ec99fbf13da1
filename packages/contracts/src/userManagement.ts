import { z } from 'zod';
import { idNumberSchema, idSchema, multiLineText, singleLineText } from './primitives';
import { privilegeTypeSchema, roleSchema, userRoleSchema } from './auth';
import { passwordProblem } from './passwordRules';

/** Server paths of users, roles and privileges of one customer (spec 1 §3, §7). */
export const userManagementPaths = {
  usersAndCustomerUsers: '/api/customer/:customerId/users-and-customer-users',
  rolesPrivilegesAndRoleUsers: '/api/customer/:customerId/roles-privileges-and-role-users',
  privileges: '/api/customer/:customerId/privileges',
  userAdd: '/api/customer/:customerId/user/add',
  userEdit: '/api/customer/:customerId/user/edit',
  userDeactivate: '/api/customer/:customerId/user/deactivate',
  roleAdd: '/api/customer/:customerId/role/add',
  roleEdit: '/api/customer/:customerId/role/edit',
  role: '/api/customer/:customerId/role/:id',
} as const;

/** Texts the API and the screens share. */
export const userManagementMessages = {
  adminsOnly: 'Only administrators of this customer may manage users and roles.',
  readOnly: 'Your role is read-only: you cannot create, change or delete anything in this customer.',
  productManagementOnly: 'Only administrators and product managers may use product management.',
  systemRoleLocked: "The built-in role 'Administrators' cannot be changed or deleted.",
  emailTaken: 'A user with this e-mail address already exists.',
  roleNameTaken: 'A role with this name already exists.',
  unknownRole: 'Unknown role.',
  unknownUser: 'This user is not a member of this customer.',
  serverError: 'An error occured. Please contact our support team.',
} as const;

export const customerUserSchema = z.object({
  customerId: z.number().int(),
  userId: z.number().int(),
  isActive: z.boolean(),
  expirationDate: z.string().nullable(),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

/**
 * A user as the user-management screen lists it (spec 1 §3 users): the account, its roles in this customer
 * and its membership here. apiSecret is the user's own secret: it is answered only in the caller's own row
 * (null in everyone else's, for admins and system admins too).
 */
export const managedUserSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
  /** When the account itself ends (every customer); the membership's own end is customerUser.expirationDate. */
  expirationDate: z.string().nullable(),
  demoExpirationDate: z.string().nullable(),
  apiSecret: z.string().nullable(),
  needsToChangePassword: z.boolean(),
  isSystemAdmin: z.boolean(),
  isBlocked: z.boolean(),
  userRoles: z.array(userRoleSchema),
  /** The roles of userRoles, in this customer, with their privileges. */
  roles: z.array(roleSchema),
  customerUser: customerUserSchema,
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const usersAndCustomerUsersSchema = z.object({
  users: z.array(managedUserSchema),
  customerUsers: z.array(customerUserSchema),
});
export type UsersAndCustomerUsers = z.infer<typeof usersAndCustomerUsersSchema>;

export const privilegeSchema = z.object({
  id: z.number().int(),
  type: privilegeTypeSchema,
  entity: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Privilege = z.infer<typeof privilegeSchema>;
export const privilegeListSchema = z.array(privilegeSchema);

export const rolesPrivilegesAndRoleUsersSchema = z.object({
  roles: z.array(roleSchema),
  rolePrivileges: z.array(roleSchema.shape.rolePrivileges.element),
  roleUsers: z.array(userRoleSchema),
  privileges: privilegeListSchema,
});
export type RolesPrivilegesAndRoleUsers = z.infer<typeof rolesPrivilegesAndRoleUsersSchema>;

const roleIds = z.array(idNumberSchema).max(100);
/** An ISO timestamp with offset, or null for no expiry. */
const expirationDate = z.iso.datetime({ offset: true }).nullable();

const userFields = {
  displayName: singleLineText().trim().min(1, 'Enter a name.').max(200),
  email: z
    .email('Enter a valid e-mail address.')
    .max(320)
    .transform((email) => email.toLowerCase()),
  roleIds,
  isActive: z.boolean(),
  expirationDate,
};

/** The password rules of contracts, reported on the `password` field. */
function checkPassword(input: { password?: string | undefined; email: string }, ctx: z.RefinementCtx) {
  if (input.password === undefined) return;
  const problem = passwordProblem(input.password, input.email);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
}

export const userAddRequestSchema = z
  .object({ ...userFields, password: z.string().max(1024) })
  .superRefine(checkPassword);
export type UserAddRequest = z.input<typeof userAddRequestSchema>;

/** Without `password` the password stays as it is. */
export const userEditRequestSchema = z
  .object({ id: idNumberSchema, ...userFields, password: z.string().max(1024).optional() })
  .superRefine(checkPassword);
export type UserEditRequest = z.input<typeof userEditRequestSchema>;

export const userDeactivateRequestSchema = z.object({ userId: idNumberSchema });

export const rolePrivilegeGrantSchema = z.object({
  privilegeId: idNumberSchema,
  /** For privileges on an entity (ACCESS on RETAILER): which one. */
  entityId: idNumberSchema.nullable().optional(),
  entityName: singleLineText().max(200).nullable().optional(),
});

const roleFields = {
  name: singleLineText().trim().min(1, 'Enter a name.').max(100),
  description: multiLineText().trim().max(500).nullable().optional(),
  privileges: z.array(rolePrivilegeGrantSchema).max(500).default([]),
};
export const roleAddRequestSchema = z.object(roleFields);
export type RoleAddRequest = z.input<typeof roleAddRequestSchema>;
export const roleEditRequestSchema = z.object({ id: idNumberSchema, ...roleFields });
export type RoleEditRequest = z.input<typeof roleEditRequestSchema>;
export const roleIdParamsSchema = z.object({ id: idSchema });

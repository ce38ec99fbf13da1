import { z } from 'zod';
import { singleLineText } from './primitives';

export const roleTypeSchema = z.enum(['SYSTEM', 'CUSTOM']);

export const privilegeTypeSchema = z.enum([
  'ACCESS',
  'DISABLE_DATA_FILTER',
  'READ_ONLY',
  'PRODUCT_MANAGEMENT',
  'PARKER_ACCESS',
]);
export type PrivilegeType = z.infer<typeof privilegeTypeSchema>;

export const rolePrivilegeSchema = z.object({
  roleId: z.number().int(),
  privilegeId: z.number().int(),
  privilegeType: privilegeTypeSchema,
  privilegeName: z.string(),
  entityType: z.string().nullable(),
  entityId: z.number().int().nullable(),
  entityName: z.string().nullable(),
});

export const roleSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  type: roleTypeSchema,
  name: z.string(),
  description: z.string().nullable(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
  rolePrivileges: z.array(rolePrivilegeSchema),
});
export type Role = z.infer<typeof roleSchema>;

export const userRoleSchema = z.object({ userId: z.number().int(), roleId: z.number().int() });

/** The signed-in user as the browser keeps it (spec 1 §3 authUser). */
export const authUserSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
  expirationDate: z.string().nullable(),
  demoExpirationDate: z.string().nullable(),
  apiSecret: z.string().nullable(),
  isBlocked: z.boolean(),
  needsToChangePassword: z.boolean(),
  isSystemAdmin: z.boolean(),
  isAdmin: z.boolean(),
  hasProductManagement: z.boolean(),
  hasParkerAccess: z.boolean(),
  userRoles: z.array(userRoleSchema),
  roles: z.array(roleSchema),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Scopes gate menu tiles and admin-only screens: a map by type (spec 1 §6). */
export const scopeNameSchema = z.enum(['system-admin', 'admin', 'no-custom-pricing', 'admin-or-product-manager']);
export type ScopeName = z.infer<typeof scopeNameSchema>;
export const scopesSchema = z.record(z.string(), z.boolean());
export type Scopes = z.infer<typeof scopesSchema>;

export const loginRequestSchema = z.object({
  email: z.email().max(320),
  password: z.string().min(1).max(1024),
  deviceIdentifier: singleLineText().max(200).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The refresh token travels only as an httpOnly cookie; the body carries the short-lived access token. */
export const loginResponseSchema = z.object({
  token: z.string(),
  user: authUserSchema,
  scopes: scopesSchema,
  v1RedirectUrl: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshTokenResponseSchema = z.object({ token: z.string() });
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

export const currentUserResponseSchema = z.object({ user: authUserSchema, scopes: scopesSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** Messages and bodies of failed sign-ins (spec 1 §8); the browser maps the codes to its texts. */
export const authErrorMessages = {
  invalidCredentials: 'Invalid credentials',
  trialExpired: 'trial_expired',
  noCustomers: 'no_customers',
  authenticationRequired: 'Authentication required',
  sessionExpired: 'Session expired',
} as const;

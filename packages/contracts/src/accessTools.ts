import { z } from 'zod';
import { idNumberSchema, singleLineText } from './primitives';

/** Server paths of login-as, forced password change, deep links and the image proxy (spec 1 §4, §7). */
export const accessToolPaths = {
  loginAs: '/api/auth/login-as',
  loginAsRestore: '/api/auth/login-as/restore',
  impersonations: '/api/admin/impersonations',
  changePassword: '/api/auth/change-password',
  /** Customer-scoped: creates a deep link in the active customer. */
  createDeepLink: '/api/customer/:customerId/deep-link',
  deepLink: '/api/deep-link/:hashKey',
  rerouteCurl: '/api/reroute-curl/',
} as const;

export const loginAsRequestSchema = z.object({ email: z.email().max(320) });
export type LoginAsRequest = z.infer<typeof loginAsRequestSchema>;

/** The admin's own access token, kept by the browser while it acts as another user. */
export const loginAsRestoreRequestSchema = z.object({ token: singleLineText().min(1).max(4096) });
export type LoginAsRestoreRequest = z.infer<typeof loginAsRestoreRequestSchema>;

export const impersonationSchema = z.object({
  id: z.number().int(),
  adminUserId: z.number().int(),
  adminEmail: z.string(),
  targetUserId: z.number().int(),
  targetEmail: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type Impersonation = z.infer<typeof impersonationSchema>;
export const impersonationListSchema = z.object({ impersonations: z.array(impersonationSchema) });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(1024),
  password: z.string().max(1024),
  confirmPassword: z.string().max(1024),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * Entity types a deep link may point at. Each has a resolver on the server; dashboards join later
 * with their own type. 'page' points at a client route of the app.
 */
export const deepLinkTypeSchema = z.enum(['page']);
export type DeepLinkType = z.infer<typeof deepLinkTypeSchema>;

export const createDeepLinkRequestSchema = z.object({
  entityType: deepLinkTypeSchema,
  /** For 'page': the client route, a path of this app starting with '/'. */
  entityId: singleLineText().min(1).max(500),
  sharedWithUserIds: z.array(idNumberSchema).max(1000).optional(),
  expiresInDays: z.number().int().min(1).max(3650).optional(),
});
export type CreateDeepLinkRequest = z.infer<typeof createDeepLinkRequestSchema>;
export const createDeepLinkResponseSchema = z.object({ hash: z.string() });

export const deepLinkParamsSchema = z.object({ hashKey: singleLineText().min(1).max(300) });

export const deepLinkSchema = z.object({
  redirectLink: z.string().nullable(),
  context: z.object({ customerId: z.number().int() }),
  entityId: z.string(),
  deepLinkType: deepLinkTypeSchema,
  dashboardId: z.number().int().nullable(),
  dashboardOwnerId: z.number().int().nullable(),
  /** Withheld (null) from a user without access to the dashboard. */
  dashboardName: z.string().nullable(),
  /** Whom to ask for access: given with dashboardOwnerId whenever the link leads to a dashboard. */
  dashboardOwnerName: z.string().nullable(),
  dashboardAccess: z.boolean(),
  hasExpired: z.boolean(),
  entityOwnedByMe: z.boolean(),
  entitySharedWithMe: z.boolean(),
});
export type DeepLink = z.infer<typeof deepLinkSchema>;

/** Outcomes of opening a link, with the texts the link screen shows (spec 1 §4). */
export const deepLinkOutcomeMessages = {
  not_found: 'This link does not lead anywhere.',
  expired: 'This link has expired.',
  unauthorized: 'This link was not shared with you.',
  no_dashboard_access: 'You do not have access to this dashboard.',
  invalid_hash: 'invalid hash',
  invalid_customer: 'This link belongs to a customer you do not have access to.',
} as const;
export type DeepLinkOutcome = keyof typeof deepLinkOutcomeMessages;

/** Splits `key.customerId`; null when either part is missing or the id is not a positive integer. */
export function decodeDeepLinkHash(hash: string | null | undefined): { key: string; customerId: number } | null {
  if (!hash) return null;
  const parts = hash.split('.');
  if (parts.length !== 2) return null;
  const [key, id] = parts as [string, string];
  if (key === '' || !/^[1-9]\d*$/.test(id)) return null;
  return { key, customerId: Number(id) };
}

export const COPY_LINK_CONFIRMATION = 'Link has been copied to clipboard';
export const COPY_LINK_CONFIRMATION_MS = 2000;

export const rerouteCurlQuerySchema = z.object({ url: z.url().max(2048) });
export const IMAGE_PROXY_LIMITS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 5000, maxRedirects: 3 } as const;

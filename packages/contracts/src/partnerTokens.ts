import { z } from 'zod';
import { singleLineText } from './primitives';

/** Server paths of partner API tokens (customer admins manage them on /partner-integration/). */
export const partnerTokenPaths = {
  list: '/api/customer/:customerId/partner-tokens',
  revoke: '/api/customer/:customerId/partner-tokens/:tokenId',
} as const;

/**
 * What a token may do: `ingest` the ingestion calls (POST ingest, POST upload-data-set and their job status),
 * `read` every GET under /api/customer/{its customer}/. Other writes are refused whatever the scopes.
 */
export const partnerTokenScopeSchema = z.enum(['ingest', 'read']);
export type PartnerTokenScope = z.infer<typeof partnerTokenScopeSchema>;
export const PARTNER_TOKEN_SCOPES = partnerTokenScopeSchema.options;

/** Every partner token starts with this, so the server (and secret scanners) tell it from a session token. */
export const PARTNER_TOKEN_MARK = 'ssp_';
/** Characters of the token kept visible in lists (the mark and 8 more). */
export const PARTNER_TOKEN_PREFIX_LENGTH = PARTNER_TOKEN_MARK.length + 8;
export const PARTNER_TOKEN_NAME_MAX = 100;

export const partnerTokenMessages = {
  nameRequired: 'Name is required',
  scopesRequired: 'Choose at least 1 scope',
  notFound: 'Token not found',
  otherCustomer: 'This token belongs to another customer.',
  scopeMissing: (scope: PartnerTokenScope) => `This token lacks the '${scope}' scope.`,
  writeRefused: 'Partner tokens may only write through the ingestion calls.',
  outsideCustomer: 'Partner tokens may only call paths under /api/customer/{customerId}/.',
  noAdministration: 'Partner tokens cannot administer the customer.',
  personalRefused: "Partner tokens cannot read a user's own notifications.",
} as const;

export const partnerTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(partnerTokenScopeSchema),
  /** The token's first characters, for telling tokens apart. */
  prefix: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string().describe('ISO date-time'),
  lastUsedAt: z.string().nullable().describe('ISO date-time, updated at most once a minute'),
  revokedAt: z.string().nullable(),
});
export type PartnerToken = z.infer<typeof partnerTokenSchema>;
export const partnerTokenListSchema = z.array(partnerTokenSchema);

export const createPartnerTokenRequestSchema = z.object({
  name: singleLineText()
    .trim()
    .min(1, partnerTokenMessages.nameRequired)
    .max(PARTNER_TOKEN_NAME_MAX, `At most ${PARTNER_TOKEN_NAME_MAX} characters`),
  scopes: z
    .array(partnerTokenScopeSchema)
    .min(1, partnerTokenMessages.scopesRequired)
    .transform((scopes) => [...new Set(scopes)].sort()),
});
export type CreatePartnerTokenRequest = z.input<typeof createPartnerTokenRequestSchema>;

/** The answer of a create: the token itself, shown once and never again. */
export const createdPartnerTokenSchema = partnerTokenSchema.extend({ token: z.string() });
export type CreatedPartnerToken = z.infer<typeof createdPartnerTokenSchema>;

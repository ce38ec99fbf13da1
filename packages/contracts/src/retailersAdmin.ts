import { z } from 'zod';
import { retailerModuleSchema, retailerSettingsSchema } from './catalogue';
import { singleLineText } from './primitives';

/**
 * Retailers as system admins keep them (/admin/retailer/), and the retailers a customer tracks with its
 * own overrides (/retailer-configuration/). customerRetailers of catalogue.ts reads the result.
 */
export const retailersAdminPaths = {
  retailers: '/api/retailers',
  retailer: '/api/retailers/:retailerId',
  countries: '/api/countries',
  /** Multipart with one image file (jpeg, png, gif or webp, at most 5 MB); system admins. */
  retailerLogo: '/api/retailers/:retailerId/logo',
  /** Open without a session, as <img> cannot send the bearer token; the names are random. */
  logoFile: '/api/retailer-logos/:file',
  retailerSettings: '/api/customer/:customerId/retailer-settings',
  configuration: '/api/customer/:customerId/retailer-configuration',
  configurationRetailer: '/api/customer/:customerId/retailer-configuration/:retailerId',
} as const;

export const retailersAdminMessages = {
  systemAdminsOnly: 'Only system administrators may manage retailers',
  notFound: 'Retailer not found',
  nameTaken: 'A retailer with this name already exists',
  unknownCountry: 'Unknown country',
  alreadyTracked: 'The customer already tracks this retailer',
  notTracked: 'The customer does not track this retailer',
  logoMissing: 'Choose an image file',
  logoType: 'Use a jpeg, png, gif or webp image',
  logoTooLarge: 'image exceeds 5MB',
} as const;

const text = (max: number) => singleLineText().trim().max(max, `At most ${max} characters`);
const requiredText = (max: number, message: string) => text(max).min(1, message);
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/\S+$/, 'Use an http(s) address');

export const countrySchema = z.object({ code: z.string().length(2), name: z.string(), currency: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);

/** A retailer with its own retailerSettings (spec 3 §3). */
export const adminRetailerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  logoUrl: z.string().nullable(),
  countryCode: z.string().length(2),
  countryName: z.string(),
  maxVisibilityTrackingEntitiesAllowed: z.number().int().nonnegative(),
  retailerSettings: retailerSettingsSchema,
  /** Customers tracking it. */
  customerCount: z.number().int().nonnegative(),
});
export type AdminRetailer = z.infer<typeof adminRetailerSchema>;
export const adminRetailerListSchema = z.array(adminRetailerSchema);

export const retailerWriteSchema = z.object({
  name: requiredText(100, 'Name is required'),
  displayName: requiredText(100, 'Display name is required'),
  logoUrl: httpUrl.nullable(),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
    .transform((code) => code.toUpperCase()),
  siteRootUrl: httpUrl,
  keywordUrl: httpUrl.nullable(),
  allowSearchKeywords: z.boolean(),
  allowSearchCategories: z.boolean(),
  allowConfigOtherRankings: z.boolean(),
  categoryTemplateType: optionalText(100),
  categoryInputTemplate: optionalText(2000),
  maxVisibilityTrackingEntitiesAllowed: z.number().int().min(0).max(100_000),
});
export type RetailerWrite = z.input<typeof retailerWriteSchema>;

export const retailerIdParamsSchema = z.object({
  retailerId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Per-customer overrides; a key left out (or null for booleans) falls back to the retailer's own value. */
export const retailerSettingsOverridesSchema = z
  .object({
    keywordUrl: httpUrl.nullable(),
    allowSearchKeywords: z.boolean(),
    allowSearchCategories: z.boolean(),
    allowConfigOtherRankings: z.boolean(),
    categoryTemplateType: optionalText(100),
    categoryInputTemplate: optionalText(2000),
  })
  .partial();
export type RetailerSettingsOverrides = z.infer<typeof retailerSettingsOverridesSchema>;

/** One tracked retailer of the customer, active or not, with the effective settings and the overrides. */
export const configuredRetailerSchema = z.object({
  retailerId: z.number().int(),
  displayName: z.string(),
  logoUrl: z.string().nullable(),
  countryCode: z.string().length(2),
  countryName: z.string(),
  module: retailerModuleSchema,
  isActive: z.boolean(),
  maxVisibilityTrackingEntitiesAllowed: z.number().int().nonnegative(),
  /** Null when the retailer's own limit applies. */
  maxVisibilityTrackingEntitiesOverride: z.number().int().nonnegative().nullable(),
  overrides: retailerSettingsOverridesSchema,
  /** The retailer's own settings, before this customer's overrides. */
  ownSettings: retailerSettingsSchema,
  /** In effect for this customer: the overrides over the retailer's own. */
  retailerSettings: retailerSettingsSchema,
});
export type ConfiguredRetailer = z.infer<typeof configuredRetailerSchema>;
export const retailerConfigurationSchema = z.object({
  tracked: z.array(configuredRetailerSchema),
  /** Retailers the customer could add. */
  available: z.array(z.object({ id: z.number().int(), displayName: z.string(), countryCode: z.string() })),
});
export type RetailerConfiguration = z.infer<typeof retailerConfigurationSchema>;

export const trackRetailerRequestSchema = z.object({
  retailerId: z.number().int().positive().max(2_147_483_647),
});

export const configuredRetailerUpdateSchema = z
  .object({
    module: retailerModuleSchema,
    isActive: z.boolean(),
    maxVisibilityTrackingEntitiesAllowed: z.number().int().min(0).max(100_000).nullable(),
    overrides: retailerSettingsOverridesSchema,
  })
  .partial();
export type ConfiguredRetailerUpdate = z.infer<typeof configuredRetailerUpdateSchema>;

export const RETAILER_LOGO_LIMITS = { maxBytes: 5 * 1024 * 1024, edgePixels: 256 } as const;
export const logoFileParamsSchema = z.object({ file: z.string().regex(/^[0-9]{1,10}-[a-f0-9]{32}\.png$/) });

export const retailerSettingsListSchema = z.array(retailerSettingsSchema);

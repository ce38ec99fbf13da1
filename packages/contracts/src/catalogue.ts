import { z } from 'zod';

/** Server paths of the market catalogue. */
export const cataloguePaths = {
  customerRetailers: '/api/customer/:customerId/retailers',
} as const;

export const catalogueMessages = {
  allRetailersAdminsOnly: 'Only administrators of this customer may list every retailer regardless of retailer access.',
} as const;

/** Image-similarity module at a retailer: ism = first image, fcism = full carousel (spec 3 §3). */
export const retailerModuleSchema = z.enum(['ism', 'fcism', 'none']);
export type RetailerModule = z.infer<typeof retailerModuleSchema>;

/** retailerSettings of spec 3 §3: the retailer's own, overridden per customer where set. */
export const retailerSettingsSchema = z.object({
  retailerId: z.number().int(),
  /** A template with {keyword} where the URL-encoded keyword goes. */
  keywordUrl: z.string().nullable(),
  allowSearchKeywords: z.boolean(),
  allowSearchCategories: z.boolean(),
  allowConfigOtherRankings: z.boolean(),
  siteRootUrl: z.string(),
  categoryTemplateType: z.string().nullable(),
  categoryInputTemplate: z.string().nullable(),
});
export type RetailerSettings = z.infer<typeof retailerSettingsSchema>;

/** customerRetailers of spec 3 §3, plus the retailer's image-similarity module. */
export const customerRetailerSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  logoUrl: z.string().nullable(),
  countryCode: z.string().length(2),
  countryName: z.string(),
  /** Active products of the customer with a product page found at this retailer. */
  activeProductCount: z.number().int().nonnegative(),
  retailerSettings: retailerSettingsSchema,
  /** Keywords, categories and other pages this customer may track at the retailer. */
  maxVisibilityTrackingEntitiesAllowed: z.number().int().nonnegative(),
  module: retailerModuleSchema,
});
export type CustomerRetailer = z.infer<typeof customerRetailerSchema>;
export const customerRetailerListSchema = z.array(customerRetailerSchema);

/**
 * scope=access (default): the retailers the signed-in user may see (their retailer access).
 * scope=all: every retailer the customer tracks, for administrators granting retailer access.
 */
export const customerRetailersQuerySchema = z.object({
  scope: z.enum(['access', 'all']).default('access'),
});
export type CustomerRetailersQuery = z.infer<typeof customerRetailersQuerySchema>;

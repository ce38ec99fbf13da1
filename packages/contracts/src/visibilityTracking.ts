import { z } from 'zod';
import { retailerSettingsSchema } from './catalogue';
import { coercedId, idNumber, singleLineText } from './primitives';

/**
 * Server paths of visibility tracking (spec 3 §2.8, §7): per retailer of the customer, the search keywords,
 * category pages and other pages whose results, listings and banners are collected from the next data load on.
 * Category pages and other pages are both pages by URL (`contentType` CATEGORY or OTHER).
 */
export const visibilityTrackingPaths = {
  keywords: '/api/customer/:customerId/visibility-tracking/keywords',
  categories: '/api/customer/:customerId/visibility-tracking/categories',
  otherPages: '/api/customer/:customerId/visibility-tracking/other-pages',
  retailerKeywords: '/api/customer/:customerId/visibility-tracking/retailer/:id/keywords',
  retailerCategories: '/api/customer/:customerId/visibility-tracking/retailer/:id/categories',
  retailerOtherPages: '/api/customer/:customerId/visibility-tracking/retailer/:id/other-pages',
  createKeywords: '/api/customer/:customerId/visibility-tracking/retailer/:id/keyword/create',
  updateKeyword: '/api/customer/:customerId/visibility-tracking/retailer/:id/keyword/update',
  deleteKeywords: '/api/customer/:customerId/visibility-tracking/retailer/:id/keyword/delete',
  pagesOfRetailer: '/api/customer/:customerId/retailer/:id/url/get-for-retailer',
  createPage: '/api/customer/:customerId/retailer/:id/url/create-for-retailer',
  updatePage: '/api/customer/:customerId/retailer/:id/url/update-for-retailer',
  deletePages: '/api/customer/:customerId/retailer/:id/url/delete-for-retailer',
} as const;

export const visibilityTrackingMessages = {
  unknownRetailer: 'This retailer is not tracked by the customer.',
  keywordsNotAllowed: 'Search keywords cannot be tracked at this retailer.',
  categoriesNotAllowed: 'Category pages cannot be tracked at this retailer.',
  otherPagesNotAllowed: 'Other pages cannot be tracked at this retailer.',
  nameRequired: 'Name is required',
  duplicateKeyword: 'This keyword is already tracked at this retailer.',
  duplicatePage: 'This page is already tracked at this retailer.',
  unknownKeyword: 'This keyword is not tracked at this retailer.',
  unknownPage: 'This page is not tracked at this retailer.',
  urlOutsideSite: (siteRootUrl: string) => `The page must be on the retailer's site (${siteRootUrl}).`,
  limitReached: (max: number, tracked: number) =>
    `This retailer allows at most ${max} tracked keywords, category pages and other pages together; ` +
    `${tracked} are tracked (paused ones keep their place), so ${Math.max(0, max - tracked)} more can be added.`,
} as const;

/** The keyword link: the retailer's keyword URL template with the URL-encoded name at `{keyword}`. */
export function keywordLink(keywordUrl: string | null, name: string): string | null {
  return keywordUrl ? keywordUrl.split('{keyword}').join(encodeURIComponent(name)) : null;
}

export const pageContentTypeSchema = z.enum(['CATEGORY', 'OTHER']);
export type PageContentType = z.infer<typeof pageContentTypeSchema>;

/** searchKeywords of spec 3 §3, with the keyword link built from the retailer's template. */
export const searchKeywordSchema = z.object({
  id: z.number().int(),
  retailerId: z.number().int(),
  trackingGroupIds: z.array(z.number().int()),
  name: z.string(),
  isActive: z.boolean(),
  retailerSettings: retailerSettingsSchema,
  link: z.string().nullable(),
});
export type SearchKeyword = z.infer<typeof searchKeywordSchema>;
export const searchKeywordListSchema = z.array(searchKeywordSchema);

/** searchCategories of spec 3 §3: a category page (contentType CATEGORY) or another page (OTHER). */
export const searchPageSchema = z.object({
  id: z.number().int(),
  retailerId: z.number().int(),
  trackingGroupIds: z.array(z.number().int()),
  name: z.string(),
  url: z.string(),
  contentType: pageContentTypeSchema,
  isActive: z.boolean(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
export const searchPageListSchema = z.array(searchPageSchema);

export const trackingRetailerParamsSchema = z.object({ customerId: z.string(), id: coercedId() });

const keywordName = singleLineText()
  .trim()
  .min(1, visibilityTrackingMessages.nameRequired)
  .max(200, 'Use at most 200 characters');

export const createKeywordsSchema = z.object({ names: z.array(keywordName).min(1).max(500) });
export type CreateKeywords = z.input<typeof createKeywordsSchema>;

export const updateKeywordSchema = z.object({
  id: idNumber(),
  name: keywordName,
  isActive: z.boolean().default(true),
});
export type UpdateKeyword = z.input<typeof updateKeywordSchema>;

export const deleteEntitiesSchema = z.object({ ids: z.array(idNumber()).min(1).max(500) });
export type DeleteEntities = z.input<typeof deleteEntitiesSchema>;
export const deletedEntitiesSchema = z.object({ ids: z.array(z.number().int()) });

const pageUrl = z
  .string()
  .trim()
  .max(2000, 'Use at most 2000 characters')
  .regex(/^https?:\/\/\S+$/, 'Use an http(s) address');

export const pagesOfRetailerRequestSchema = z.object({ contentType: pageContentTypeSchema.optional() }).default({});

/** create-for-retailer: a page by label and URL; a category page unless contentType says OTHER. */
export const createPageSchema = z.object({
  label: singleLineText().trim().min(1, visibilityTrackingMessages.nameRequired).max(200),
  url: pageUrl,
  contentType: pageContentTypeSchema.default('CATEGORY'),
});
export type CreatePage = z.input<typeof createPageSchema>;

export const updatePageSchema = createPageSchema.omit({ contentType: true }).extend({
  id: idNumber(),
  isActive: z.boolean().default(true),
});
export type UpdatePage = z.input<typeof updatePageSchema>;

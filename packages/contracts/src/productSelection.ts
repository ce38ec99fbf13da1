import { z } from 'zod';
import { coercedId, idNumber, singleLineText } from './primitives';

/**
 * Server paths of product selection (spec 3 §2.7, §4.5, §7), all customer-scoped under `product-selection/`
 * (the customer's own `retailers` path is taken by the catalogue).
 */
export const productSelectionPaths = {
  retailers: '/api/customer/:customerId/product-selection/retailers',
  selectedRetailers: '/api/customer/:customerId/product-selection/selected-retailers',
  filters: '/api/customer/:customerId/product-selection/filters',
  createFilter: '/api/customer/:customerId/product-selection/filters/create',
  deleteFilter: '/api/customer/:customerId/product-selection/filters/delete/:id',
  productCount: '/api/customer/:customerId/product-selection/product-count',
  availableCategories: '/api/customer/:customerId/product-selection/retailer/:id/license-filter/available-categories',
  availableBrands: '/api/customer/:customerId/product-selection/retailer/:id/license-filter/available-brands',
  searchCount: '/api/customer/:customerId/product-selection/search-count',
} as const;

export const productSelectionMessages = {
  adminsOnly: 'Only administrators of this customer may change the product selection.',
  emptyFilter: 'A filter needs at least one brand, category or tag.',
  unknownRetailer: 'This retailer is not tracked by the customer.',
  unknownFilter: 'This product selection filter does not exist.',
} as const;

const idList = z.array(idNumber()).max(500);

/** A product-selection filter as stored: a product matches when it matches every non-empty list. */
export const selectionFilterSchema = z.object({
  id: z.number().int(),
  retailerId: z.number().int(),
  brands: z.array(z.number().int()),
  /** Tag ids of the tag category named 'category' (the catalogue's product categories). */
  categories: z.array(z.number().int()),
  tags: z.array(z.number().int()),
});
export type SelectionFilter = z.infer<typeof selectionFilterSchema>;
export const selectionFilterListSchema = z.array(selectionFilterSchema);

export const createSelectionFilterSchema = z
  .object({
    retailerId: idNumber(),
    brands: idList.default([]),
    categories: idList.default([]),
    tags: idList.default([]),
  })
  .refine((filter) => filter.brands.length + filter.categories.length + filter.tags.length > 0, {
    message: productSelectionMessages.emptyFilter,
    path: ['brands'],
  });
export type CreateSelectionFilter = z.input<typeof createSelectionFilterSchema>;

/** A retailer the customer tracks, as the selection lists it. */
export const selectionRetailerSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  /** Active products with a product page at the retailer. */
  productCount: z.number().int().nonnegative(),
});
export type SelectionRetailer = z.infer<typeof selectionRetailerSchema>;
export const selectionRetailerListSchema = z.array(selectionRetailerSchema);

/** A retailer with at least one saved filter, with the products its filters keep. */
export const selectedRetailerSchema = selectionRetailerSchema.extend({ trackedCount: z.number().int().nonnegative() });
export const selectedRetailerListSchema = z.array(selectedRetailerSchema);

/** Draft filters (not saved yet) are counted as the screen edits them. */
export const draftFilterSchema = z.object({
  retailerId: idNumber(),
  brands: idList.default([]),
  categories: idList.default([]),
  tags: idList.default([]),
});
export type DraftFilter = z.input<typeof draftFilterSchema>;

export const productCountRequestSchema = z.object({
  /** One retailer, or null for all of `retailerIds`. */
  retailerId: idNumber().nullable().default(null),
  /** The retailers in the selection (saved or being added). */
  retailerIds: idList,
  filters: z.array(draftFilterSchema).max(500),
});
export type ProductCountRequest = z.input<typeof productCountRequestSchema>;

export const productCountSchema = z.object({
  /** Products tracked at one or more of the retailers counted. */
  totalCount: z.number().int().nonnegative(),
  retailers: z.array(
    z.object({
      retailerId: z.number().int(),
      /** Products tracked there: matching any of its filters, or every product page when it has none. */
      productCount: z.number().int().nonnegative(),
      /** Products each filter of the request matches there, in the order of the request's filters for it. */
      filterCounts: z.array(z.number().int().nonnegative()),
    }),
  ),
});
export type ProductCount = z.infer<typeof productCountSchema>;

export const selectionSearchQuerySchema = z.object({ searchQuery: singleLineText().max(200).default('') });
export const searchCountQuerySchema = selectionSearchQuerySchema.extend({ retailerId: coercedId().optional() });

export const availableOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type AvailableOption = z.infer<typeof availableOptionSchema>;
export const availableOptionListSchema = z.array(availableOptionSchema);

export const searchCountSchema = z.object({ count: z.number().int().nonnegative() });
export const selectionIdParamsSchema = z.object({ id: coercedId() });
export const selectionFilterDeletedSchema = z.object({ id: z.number().int() });

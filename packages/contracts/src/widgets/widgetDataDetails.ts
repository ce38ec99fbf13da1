import { z } from 'zod';
import { coercedId, MAX_DB_INTEGER, singleLineText } from '../primitives';
import { type DimensionCode } from './metadata';
import { valueFormatSchema } from './tableOutputs';

/**
 * GET widget/{id}/get-widget-data-details (spec 2 §7): the product rows behind one item of a widget, for its
 * click-through details dialog. Query values come as text: flags as 0/1, id lists comma separated or the
 * parameter repeated.
 */

/** Dimension codes of the item keys widget answers carry (`retailer:3`, `brand_type:2`), lower case. */
const itemDimensions = [
  'retailer',
  'brand',
  'brand_type',
  'country',
  'seller',
  'product',
  'tag',
  'search_keyword',
  'category_listing',
] as const;

export const widgetDetailsMessages = {
  item: `Use an item key of the widget's answer, such as retailer:3 (${itemDimensions.join(', ')}).`,
  itemId: `Use an item id from 1 to ${MAX_DB_INTEGER}, such as retailer:3.`,
  idList: 'Use ids separated by commas.',
  noMetric: 'Name the metric of the clicked value (metricId): this widget shows more than one or none.',
  noProducts: 'No products found.',
} as const;

/** The clicked item: an item key of the widget's answer; a currency suffix (`|currency:EUR`) is ignored. */
export const widgetDetailsItemSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(`^(${itemDimensions.join('|')}):([1-9][0-9]{0,9})(\\|currency:[A-Z]{3})?$`),
    widgetDetailsMessages.item,
  )
  // Ten digits pass the pattern; ids are PostgreSQL integers, so a larger one is refused here rather than in SQL.
  .refine((key) => Number(key.split('|')[0]?.split(':')[1]) <= MAX_DB_INTEGER, widgetDetailsMessages.itemId)
  .transform((key) => {
    const [dimension = '', id = ''] = key.split('|')[0]?.split(':') ?? [];
    return { dimension: dimension.toUpperCase() as Exclude<DimensionCode, 'DATE'>, id: Number(id) };
  });

/** A query flag as the spec sends it: 0 or 1. */
export const queryFlagSchema = z.enum(['0', '1']).transform((value) => value === '1');
/** A query id list: comma separated, or the parameter repeated. */
export const queryIdListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value): unknown[] =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(coercedId(widgetDetailsMessages.idList)).max(10_000))
  .optional();
const isoDay = z.iso.date({ message: 'Enter a date as YYYY-MM-DD.' });

export const widgetDataDetailsQuerySchema = z.object({
  /** The clicked item; without it, everything the widget shows (a KPI). */
  item: widgetDetailsItemSchema.optional(),
  /** The metric of the clicked value; default the widget's metric, else its only metric column. */
  metricId: coercedId().optional(),
  dashboardWidgetId: coercedId().optional(),
  dashboardId: coercedId().optional(),
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
  datePreset: singleLineText().max(10).optional(),
  useDefaults: queryFlagSchema.optional(),
  applyRetailerAssortment: queryFlagSchema.optional(),
  filterUseDefaults: queryFlagSchema.optional(),
  savedFilterIds: queryIdListSchema,
  filterRetailerIds: queryIdListSchema,
  filterBrandIds: queryIdListSchema,
  filterSellerIds: queryIdListSchema,
  filterCountryIds: queryIdListSchema,
  filterProductIds: queryIdListSchema,
  filterTagIds: queryIdListSchema,
  filterSearchKeywordIds: queryIdListSchema,
  filterSearchCategoryIds: queryIdListSchema,
  filterVisibilityClusterIds: queryIdListSchema,
  filterBrandTypeIds: queryIdListSchema,
  overrideSavedFilterIdsIsset: queryFlagSchema.optional(),
  overrideSavedFilterIds: queryIdListSchema,
  overrideMergeDashboardFilters: queryFlagSchema.optional(),
  overrideDimensionId: coercedId().optional(),
  overrideTagName: singleLineText().max(200).optional(),
  overrideSubDimension: singleLineText().max(100).optional(),
  page: z.coerce.number().int().positive().max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().positive().max(1000).default(50),
});
export type WidgetDataDetailsQuery = z.input<typeof widgetDataDetailsQuerySchema>;
export type WidgetDataDetailsQueryParsed = z.output<typeof widgetDataDetailsQuerySchema>;

export const widgetDetailsRowSchema = z.object({
  /** Unique within the answer: product, retailer and (for money) currency. */
  key: z.string().min(1),
  productId: z.number().int(),
  productName: z.string(),
  retailerId: z.number().int(),
  retailerName: z.string(),
  value: z.number(),
  /** ISO 4217 code of a money value, else null. */
  currency: z.string().length(3).nullable(),
});
export type WidgetDetailsRow = z.infer<typeof widgetDetailsRowSchema>;

export const widgetDataDetailsAnswerSchema = z.object({
  metric: z.object({ id: z.number().int(), name: z.string(), format: valueFormatSchema }),
  aggregationFunction: z.string(),
  /** The clicked item with its name, null for the whole widget. */
  item: z.object({ key: z.string(), label: z.string() }).nullable(),
  /** Product × retailer rows, highest value first, paged. */
  rows: z.array(widgetDetailsRowSchema),
  totalRows: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  itemsPerPage: z.number().int().positive(),
  /** N of the title: products with a value behind the item. */
  productCount: z.number().int().nonnegative(),
  /** Y and X of the review title (rating and review metrics): reviews behind the item, and in the whole widget. */
  reviewCount: z.number().nullable(),
  totalReviewCount: z.number().nullable(),
  /** The dialog title by the rule of spec 2 §2 (widgetDetailsTitle). */
  title: z.string(),
  settingsUsed: z.object({ dateFrom: z.string(), dateTo: z.string() }),
});
export type WidgetDataDetailsAnswer = z.infer<typeof widgetDataDetailsAnswerSchema>;

/**
 * The details dialog title (spec 2 §2): "No products found." without products; for rating and review
 * metrics "N products with Y out of X reviews"; otherwise "N products". One product reads "1 product".
 */
export function widgetDetailsTitle(counts: {
  productCount: number;
  reviewCount: number | null;
  totalReviewCount: number | null;
}): string {
  if (counts.productCount === 0) return widgetDetailsMessages.noProducts;
  const products = `${counts.productCount} ${counts.productCount === 1 ? 'product' : 'products'}`;
  if (counts.reviewCount === null || counts.totalReviewCount === null) return products;
  return `${products} with ${counts.reviewCount} out of ${counts.totalReviewCount} reviews`;
}

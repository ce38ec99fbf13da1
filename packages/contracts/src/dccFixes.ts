import { z } from 'zod';
import {
  type CalculatedMetricField,
  calculatedMetricFieldSchema,
  calculatedMetricParamsSchema,
  calculatedMetricValueSchema,
} from './calculatedMetric';
import { isoDateSchema } from './dates/isoDate';
import { coercedId } from './primitives';

/**
 * "What to fix first": the failed DCC components of pages, ranked by the score points fixing each would gain. A
 * component's gain on a page = its group's share of the score × its weight ÷ the weight of its group's counted
 * components, in points (0–100), before the page score is rounded.
 */
export const dccFixesPaths = {
  /** GET the fixes of one retailer's or one brand's pages on one day, under the applied version. */
  fixes: '/api/customer/:customerId/calculated-metric/:metricId/fixes',
} as const;

export const dccFixesMessages = {
  oneScope: 'Choose either a retailer or a brand.',
  retailerNotVisible: 'You may not see this retailer’s data.',
  unknownBrand: 'This brand does not exist.',
} as const;

export const dccFixesParamsSchema = calculatedMetricParamsSchema;

/** Exactly one of `retailerId` and `brandId`; `date` defaults to the customer's newest fact day. */
export const dccFixesQuerySchema = z
  .object({
    retailerId: coercedId().optional(),
    brandId: coercedId().optional(),
    date: isoDateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.retailerId === undefined) === (query.brandId === undefined))
      ctx.addIssue({ code: 'custom', path: ['retailerId'], message: dccFixesMessages.oneScope });
  });
export type DccFixesQuery = z.infer<typeof dccFixesQuerySchema>;

/** A condition of a failed component, with the pages it fails on. */
export const dccFixConditionSchema = z.object({
  field: calculatedMetricFieldSchema,
  operator: z.string(),
  value: calculatedMetricValueSchema,
  pagesFailing: z.number().int().min(0),
});

export const dccFixSchema = z.object({
  group: z.string(),
  component: z.string(),
  description: z.string(),
  operator: z.enum(['AND', 'OR']),
  /** Points one page gains by meeting it. */
  pointsPerPage: z.number(),
  pagesFailing: z.number().int().min(1),
  /** pointsPerPage × pagesFailing ÷ pageCount: how far the average score of the pages would rise. */
  averageGain: z.number(),
  /** pointsPerPage × pagesFailing. */
  totalPoints: z.number(),
  /** Its complete conditions, AND or OR as `operator` joins them. */
  conditions: z.array(dccFixConditionSchema),
});
export type DccFix = z.infer<typeof dccFixSchema>;

export const dccFixesSchema = z.object({
  /** The day scored; null when the customer has no facts yet. */
  date: isoDateSchema.nullable(),
  retailerId: z.number().int().nullable(),
  brandId: z.number().int().nullable(),
  /** The listed pages of the retailer or brand that day (at the retailers the caller may see). */
  pageCount: z.number().int().min(0),
  /** Failed components, the largest total first (then by group and component order). */
  fixes: z.array(dccFixSchema),
});
export type DccFixes = z.infer<typeof dccFixesSchema>;

/** How the screens name each page fact a DCC condition may test. */
export const dccFieldLabels: Record<CalculatedMetricField, string> = {
  image_count: 'Image count',
  video_count: 'Video count',
  title_words: 'Title words',
  title_chars: 'Title characters',
  subtitle_words: 'Subtitle words',
  subtitle_chars: 'Subtitle characters',
  description_words: 'Description words',
  description_chars: 'Description characters',
  description_present: 'Description present',
  bullets_present: 'Bullet points present',
  bullet_count: 'Bullet point count',
  spec_count: 'Specification count',
  rich_content: 'Rich content',
  pdp_brand: 'Brand on the page',
  pdp_gtin: 'GTIN on the page',
  pdp_mpn: 'MPN on the page',
  rating: 'Rating',
  review_count: 'Review count',
  selling_price: 'Selling price',
};

/** Operators as conditions are written: comparisons as symbols, the rest in words. */
export const dccOperatorLabels: Record<string, string> = {
  equals: '=',
  not_equals: '≠',
  less: '<',
  less_or_equal: '≤',
  greater: '>',
  greater_or_equal: '≥',
  any_of: 'is any of',
  not_any_of: 'is none of',
  contains: 'contains',
  not_contains: 'does not contain',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
  no_condition: 'no condition',
  is_true: 'is true',
  is_false: 'is false',
};

export interface DccConditionLike {
  field: CalculatedMetricField | null;
  operator: string | null;
  value: number | string | readonly (number | string)[] | null;
}

const valueText = (value: DccConditionLike['value']) =>
  Array.isArray(value) ? value.join(', ') : value === null ? '' : String(value);

/** A condition in words, e.g. "Image count ≥ 4"; a draft without field or operator says what it lacks. */
export function dccConditionText(condition: DccConditionLike): string {
  if (!condition.field) return 'No field chosen';
  const field = dccFieldLabels[condition.field];
  if (!condition.operator) return `${field}: no operator chosen`;
  if (condition.operator === 'no_condition') return `${field}: no condition`;
  const operator = dccOperatorLabels[condition.operator] ?? condition.operator;
  const value = valueText(condition.value);
  return value ? `${field} ${operator} ${value}` : `${field} ${operator}`;
}

/**
 * Points one page gains by meeting a component: group weight ÷ Σ weight of the counted groups × component weight ÷
 * Σ weight of the group's counted components × 100 (the page score before rounding, DOMAIN.md §3).
 */
export function dccPointsPerPage(
  group: { weight: number; counted: number },
  groupsCounted: number,
  componentWeight: number,
): number {
  if (groupsCounted <= 0 || group.counted <= 0) return 0;
  return ((group.weight / groupsCounted) * componentWeight * 100) / group.counted;
}

const pointsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Score points as the fix lists write them, to one decimal: 16.666… → '16.7'. */
export const formatDccPoints = (points: number) => pointsFormat.format(points);

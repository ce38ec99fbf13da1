import { z } from 'zod';
import { calculatedMetricCalculateInputSchema, calculatedMetricParamsSchema } from './calculatedMetric';
import { isoDateSchema } from './dates/isoDate';
import { idNumber } from './primitives';

/**
 * Server paths of the DCC test-and-compare screen: two versions scored over the same pages. Beside `calculate`
 * (spec 2 §7), which scores one version; the download takes the same body and answers the compared pages as a file.
 */
export const calculatedMetricComparePaths = {
  /** POST: two versions' page scores side by side. */
  compare: '/api/customer/:customerId/calculated-metric/compare/:metricId',
  /** POST: the same as a file, `csv` or `xlsx`. */
  download: '/api/customer/:customerId/calculated-metric/compare/:metricId/download/:fileType',
} as const;

export const calculatedMetricCompareFileTypeSchema = z.enum(['csv', 'xlsx'], {
  message: 'Download as csv or xlsx.',
});
export type CalculatedMetricCompareFileType = z.infer<typeof calculatedMetricCompareFileTypeSchema>;
export const calculatedMetricCompareDownloadParamsSchema = calculatedMetricParamsSchema.extend({
  fileType: calculatedMetricCompareFileTypeSchema,
});

export const calculatedMetricCompareMessages = {
  unknownSavedFilter: 'Unknown saved filter.',
  /** Page scores have no keyword, category page or buy-box seller: such a filter would be silently ignored. */
  savedFilterNotForPages:
    'This saved filter narrows search results or sellers, not product pages: choose one of retailers, countries, brands, products or tags.',
  productsOrSavedFilter: 'Choose products or a saved filter, not both.',
} as const;

/** Saved-filter segments a page score cannot be narrowed by: they select search results or buy-box sellers. */
export const segmentsNotForPages = ['searchKeywords', 'searchCategories', 'visibilityClusters', 'sellers'] as const;

/** Whether a saved filter can narrow the compared pages (none of its items is in segmentsNotForPages). */
export const savedFilterNarrowsPages = (
  filter: Readonly<Record<(typeof segmentsNotForPages)[number], readonly number[]>>,
): boolean => segmentsNotForPages.every((segment) => filter[segment].length === 0);

/**
 * What is compared: two versions (numbers) over the pages `calculate` would score (same defaults). A saved filter
 * may take the products' place: its retailers, countries, brands, brand types, products and tags narrow the pages
 * as they narrow widgets.
 */
export const calculatedMetricCompareInputSchema = calculatedMetricCalculateInputSchema
  .extend({
    versionA: idNumber('Choose version A.'),
    versionB: idNumber('Choose version B.'),
    savedFilterId: idNumber('Choose a saved filter.').nullable().default(null),
  })
  .superRefine((input, ctx) => {
    if (input.savedFilterId !== null && input.productIds.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['savedFilterId'],
        message: calculatedMetricCompareMessages.productsOrSavedFilter,
      });
  });
export type CalculatedMetricCompareInput = z.input<typeof calculatedMetricCompareInputSchema>;
export type CalculatedMetricCompareInputParsed = z.output<typeof calculatedMetricCompareInputSchema>;

/** A component whose met state differs between the versions; components are matched by group and component name. */
export const calculatedMetricChangedComponentSchema = z.object({
  group: z.string(),
  component: z.string(),
  /** Met under version A; null when A does not count it (absent, disabled or without a complete condition). */
  metA: z.boolean().nullable(),
  metB: z.boolean().nullable(),
});
export type CalculatedMetricChangedComponent = z.infer<typeof calculatedMetricChangedComponentSchema>;

const score = z.number().int().min(0).max(100).nullable();

export const calculatedMetricComparedPageSchema = z.object({
  productId: z.number().int(),
  productName: z.string().nullable(),
  retailerId: z.number().int(),
  retailerName: z.string().nullable(),
  scoreA: score,
  scoreB: score,
  /** scoreB − scoreA in points; null when either is null. */
  difference: z.number().int().nullable(),
  changedComponents: z.array(calculatedMetricChangedComponentSchema),
});
export type CalculatedMetricComparedPage = z.infer<typeof calculatedMetricComparedPageSchema>;

export const calculatedMetricComparisonSchema = z.object({
  versionA: z.number().int(),
  versionB: z.number().int(),
  /** The day scored; null when the customer has no facts yet. */
  date: isoDateSchema.nullable(),
  pageCount: z.number().int().min(0),
  /** Pages whose score differs between the versions. */
  changedPageCount: z.number().int().min(0),
  averageScoreA: score,
  averageScoreB: score,
  /**
   * The first CALCULATED_METRIC_PAGE_LIMIT pages, the largest differences first (then by product and retailer), so
   * the cap never hides a changed page behind unchanged ones.
   */
  pages: z.array(calculatedMetricComparedPageSchema),
});
export type CalculatedMetricComparison = z.infer<typeof calculatedMetricComparisonSchema>;

const metText = (met: boolean | null) => (met === null ? 'not counted' : met ? 'met' : 'not met');

/** A changed component in words, as the screen and the files show it: "Basic / Images: met → not met". */
export const changedComponentText = (changed: CalculatedMetricChangedComponent): string =>
  `${changed.group} / ${changed.component}: ${metText(changed.metA)} → ${metText(changed.metB)}`;

/** The column headers of the compared pages, on the screen and in the files. */
export const comparisonColumnTitles = {
  product: 'Product',
  retailer: 'Retailer',
  /** Score A and Score B, named by their versions' numbers. */
  score: (version: number) => `Score v${version}`,
  difference: 'Difference',
  changedComponents: 'Changed components',
} as const;

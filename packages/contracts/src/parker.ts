import { z } from 'zod';
import { isoDateSchema } from './dates';
import { dbIntegerSchema, idNumberSchema, singleLineText } from './primitives';
import { metricCodes } from './widgets/metrics';
import { widgetQueryDefinitionSchema } from './widgets/widgetQuery';
import { aggregationFunctionSchema } from './widgets/widgetTypes';

/**
 * Parker, the assistant (spec 3 §2.6, §4.7, §6). The spec does not show Parker's own calls (§7), so they follow
 * the house pattern: customer scoped, under `parker/`.
 */
export const parkerPaths = {
  /** POST a question; the answer is stored in the user's history. */
  ask: '/api/customer/:customerId/parker/ask',
  /** GET the user's conversation in this customer (oldest first); DELETE clears it. */
  history: '/api/customer/:customerId/parker/history',
  /** GET questions Parker can answer over this customer's data. */
  suggestions: '/api/customer/:customerId/parker/suggestions',
} as const;

export const PARKER_QUESTION_MAX = 500;
/** Rows an answer's table shows at most (a bar list longer than this is cut, the sentence says how many). */
export const PARKER_TABLE_MAX_ROWS = 25;
export const PARKER_HISTORY_MAX = 100;

export const parkerMessages = {
  noAccess: 'Parker is not available: it needs the Parker access privilege and Parker enabled for the customer.',
  emptyQuestion: 'Ask a question.',
  notUnderstood: 'I could not turn this into a question about your data.',
} as const;

/** Dimensions Parker splits by: the widget dimensions without dates, tags and pages. */
export const parkerDimensions = ['RETAILER', 'BRAND', 'BRAND_TYPE', 'COUNTRY', 'PRODUCT'] as const;
export const parkerDimensionSchema = z.enum(parkerDimensions);
export type ParkerDimension = z.infer<typeof parkerDimensionSchema>;

/**
 * How rows are ordered: by value (highest or lowest first) or by the change against the compared period
 * (largest drop or largest rise first).
 */
export const parkerOrders = ['HIGHEST', 'LOWEST', 'LARGEST_DROP', 'LARGEST_RISE'] as const;

const ids = z.array(dbIntegerSchema).max(200).default([]);
const rangeSchema = z
  .object({ dateFrom: isoDateSchema, dateTo: isoDateSchema })
  .refine((range) => range.dateFrom <= range.dateTo, { message: 'dateFrom is after dateTo.', path: ['dateTo'] });

/**
 * The structure a question becomes, whoever parsed it (the deterministic parser or a language model): an engine
 * query of one metric, optionally split by one dimension, over filters and a period, optionally compared.
 * Countries are country ids (`countryIdOf`).
 */
export const parkerQuerySchema = z
  .object({
    metric: z.enum(metricCodes),
    aggregation: aggregationFunctionSchema.nullable().default(null),
    dimension: parkerDimensionSchema.nullable().default(null),
    filters: z
      .object({ retailers: ids, brands: ids, brandTypes: ids, countries: ids, products: ids })
      .default({ retailers: [], brands: [], brandTypes: [], countries: [], products: [] }),
    period: rangeSchema,
    compare: rangeSchema.nullable().default(null),
    order: z.enum(parkerOrders).nullable().default(null),
    limit: z.number().int().min(1).max(100).nullable().default(null),
    /**
     * A value over time ('price trend', 'daily availability'): its days, weeks or months as a line, one row per
     * bucket. Only without a split (a table of buckets per item would not fit the answer); no compared period.
     */
    overTime: z.enum(['DAY', 'WEEK', 'MONTHNUM']).nullable().default(null),
    /** Keep only rows whose value meets this (e.g. days out of stock > 0: the products that were out of stock). */
    condition: z
      .object({ operator: z.enum(['>', '>=', '<', '<=', '=']), value: z.number() })
      .nullable()
      .default(null),
  })
  .refine((query) => !(query.order?.startsWith('LARGEST') && query.compare === null), {
    message: 'A change needs a compared period.',
    path: ['compare'],
  })
  .refine((query) => query.overTime === null || (query.dimension === null && query.compare === null), {
    message: 'A value over time has no split and no compared period.',
    path: ['overTime'],
  });
export type ParkerQuery = z.output<typeof parkerQuerySchema>;
export type ParkerQueryInput = z.input<typeof parkerQuerySchema>;

export const parkerAskSchema = z.object({
  question: singleLineText().trim().min(1, parkerMessages.emptyQuestion).max(PARKER_QUESTION_MAX),
});
export type ParkerAsk = z.input<typeof parkerAskSchema>;

export const parkerRowSchema = z.object({
  /** The engine's item key, e.g. 'retailer:12', 'product:40'; 'total' for a single value. */
  key: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  compareValue: z.number().nullable(),
  change: z.number().nullable(),
  /** The currency of a money value: an item priced in several currencies has a row per currency. */
  currencyCode: z.string().nullable(),
  /** The value as the sentence shows it, e.g. '92.4%' or '€ 24.99'. */
  shown: z.string(),
});
export type ParkerRow = z.infer<typeof parkerRowSchema>;

/** The widget the answer came from, ready for "save as widget": the definition and the request's dates and filters. */
export const parkerWidgetSchema = z.object({
  definition: widgetQueryDefinitionSchema,
  request: z.object({
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    compareDateFrom: isoDateSchema.nullable(),
    compareDateTo: isoDateSchema.nullable(),
    filterRetailerIds: z.array(z.number().int()),
    filterBrandIds: z.array(z.number().int()),
    filterBrandTypeIds: z.array(z.number().int()),
    filterCountryIds: z.array(z.number().int()),
    filterProductIds: z.array(z.number().int()),
  }),
});
export type ParkerWidget = z.infer<typeof parkerWidgetSchema>;

export const parkerAnswerSchema = z.object({
  /** The history entry's id. */
  id: idNumberSchema,
  question: z.string(),
  status: z.enum(['answered', 'not_understood', 'refused']),
  /** Who turned the question into the query: the parser, or the configured language model. */
  parsedBy: z.enum(['parser', 'model']).nullable(),
  /** What Parker understood, in words (also when it could not answer). */
  understood: z.string(),
  sentence: z.string(),
  query: parkerQuerySchema.nullable(),
  /** KPI for one value, HORIZONTAL_BAR for rows per item, LINE for rows per day, week or month. */
  visualization: z.enum(['KPI', 'HORIZONTAL_BAR', 'LINE']).nullable(),
  metricName: z.string().nullable(),
  valueFormat: z.enum(['percent', 'currency', 'number', 'rank', 'days']).nullable(),
  currencyCode: z.string().nullable(),
  rows: z.array(parkerRowSchema),
  /** Rows before the table was cut to PARKER_TABLE_MAX_ROWS or the asked limit. */
  totalRows: z.number().int().nonnegative(),
  /** The products the answer names. */
  productIds: z.array(z.number().int()),
  /**
   * A link per named product (at most the table's rows): search parameters that open its details over the current
   * screen (`productDetailsParams`), over the answer's period.
   */
  productLinks: z.array(z.object({ productId: z.number().int(), label: z.string(), search: z.string() })),
  widget: parkerWidgetSchema.nullable(),
  /** Closest questions Parker can answer, when it could not answer this one. */
  suggestions: z.array(z.string()),
  askedAt: z.string(),
});
export type ParkerAnswer = z.infer<typeof parkerAnswerSchema>;

/** The fields of an answer that holds no numbers (not understood, refused, or still on its way), fresh each call. */
export const parkerAnswerWithoutNumbers = () => ({
  query: null,
  visualization: null,
  metricName: null,
  valueFormat: null,
  currencyCode: null,
  rows: [],
  totalRows: 0,
  productIds: [],
  productLinks: [],
  widget: null,
});

export const parkerHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PARKER_HISTORY_MAX).default(50),
});
export const parkerHistorySchema = z.object({ data: z.array(parkerAnswerSchema) });
export type ParkerHistory = z.infer<typeof parkerHistorySchema>;
export const parkerClearedSchema = z.object({ deleted: z.number().int().nonnegative() });
export const parkerSuggestionsSchema = z.object({ data: z.array(z.string()) });

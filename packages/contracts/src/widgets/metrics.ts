import { z } from 'zod';
import { aggregationFunctionSchema, type AggregationFunction } from './widgetTypes';

/**
 * The metric catalogue (spec 2 §3 metrics, DOMAIN.md). Ids are stable: saved widgets, alerts and table
 * fields refer to them. The server holds the SQL of each metric beside this list; the browser shows the
 * names, groups and formats.
 */
export const metricGroups = [
  { id: 1, title: 'Content', color: '#2f54eb', icon: 'file-text' },
  { id: 2, title: 'Price & promotion', color: '#fa8c16', icon: 'tag' },
  { id: 3, title: 'Availability', color: '#52c41a', icon: 'shop' },
  { id: 4, title: 'Ratings & reviews', color: '#eb2f96', icon: 'star' },
  { id: 5, title: 'Search & visibility', color: '#13c2c2', icon: 'search' },
] as const;

export const metricGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  color: z.string(),
  icon: z.string(),
});
export type MetricGroup = z.infer<typeof metricGroupSchema>;

/** percent values are percent points (0–100); rank is a position where 1 is best. */
export const metricFormats = ['percent', 'currency', 'number', 'rank', 'days'] as const;
export type MetricFormat = (typeof metricFormats)[number];

export const metricCodes = [
  'DCC_SCORE',
  'AVAILABILITY',
  'DAYS_OUT_OF_STOCK',
  'REVIEW_COUNT',
  'REVIEW_SCORE',
  'IMAGE_COUNT',
  'VIDEO_COUNT',
  'PRICE_SELL',
  'SEARCH_RANK',
  'CATEGORY_RANK',
  'PRICE_ORIGINAL',
  'DISCOUNT_DEPTH',
  'PROMOTION_RATE',
  'PROMOTION_COUNT',
  'OFFER_COUNT',
  'AWARD_COUNT',
  'PRODUCT_COVERAGE',
  'PRICE_INDEX',
  'MAP_VIOLATIONS',
  'BUY_BOX_OWNERSHIP',
  'SHARE_OF_SEARCH',
] as const;
export type MetricCode = (typeof metricCodes)[number];

export interface MetricDefinition {
  id: number;
  code: MetricCode;
  name: string;
  metricGroupId: number;
  format: MetricFormat;
  /** False when the metric fixes its own roll-up (a weighted mean, a share); the aggregation is then ignored. */
  canBeAggregated: boolean;
  defaultAggregation: AggregationFunction;
  higherIsBetter: boolean;
  description: string;
  formula: string;
  /** The highest value the metric can take where its format does not say (a 0–5 rating: 5); percentages end at 100. */
  maxValue?: number;
}

const m = (
  id: number,
  code: MetricCode,
  name: string,
  metricGroupId: number,
  format: MetricFormat,
  defaultAggregation: AggregationFunction,
  description: string,
  formula: string,
  extra: Partial<MetricDefinition> = {},
): MetricDefinition => ({
  id,
  code,
  name,
  metricGroupId,
  format,
  canBeAggregated: true,
  defaultAggregation,
  higherIsBetter: true,
  description,
  formula,
  ...extra,
});

export const metricCatalogue: readonly MetricDefinition[] = [
  m(
    1,
    'DCC_SCORE',
    'DCC score',
    1,
    'percent',
    'AVG',
    'Share of the content criteria met on the product page.',
    'Σ group weight × (Σ rule weight × met ÷ Σ rule weight) ÷ Σ group weight, per listed observation',
  ),
  m(
    2,
    'AVAILABILITY',
    'Availability',
    3,
    'percent',
    'AVG',
    'Share of listed observations in stock.',
    'in stock ÷ listed observations',
  ),
  m(
    3,
    'DAYS_OUT_OF_STOCK',
    'Days out of stock',
    3,
    'days',
    'AVG',
    'Days a product was listed but out of stock, per product × retailer.',
    'per product × retailer: listed days not in stock; then the aggregation over pairs',
    { higherIsBetter: false },
  ),
  m(
    4,
    'REVIEW_COUNT',
    'Number of reviews',
    4,
    'number',
    'SUM',
    'Reviews shown on the product page, the last reading of each product × retailer in the period.',
    'per product × retailer: last review count; then the aggregation over pairs',
  ),
  m(
    5,
    'REVIEW_SCORE',
    'Rating',
    4,
    'number',
    'AVG',
    'Average rating (0–5), weighted by review count.',
    'Σ rating × reviews ÷ Σ reviews over observations with reviews',
    { canBeAggregated: false, maxValue: 5 },
  ),
  m(
    6,
    'IMAGE_COUNT',
    'Images',
    1,
    'number',
    'AVG',
    'Carousel images on the product page.',
    'image count per listed observation',
  ),
  m(
    7,
    'VIDEO_COUNT',
    'Videos',
    1,
    'number',
    'AVG',
    'Videos on the product page.',
    'video count per listed observation',
  ),
  m(
    8,
    'PRICE_SELL',
    'Selling price',
    2,
    'currency',
    'AVG',
    'The price the shopper pays that day.',
    'selling price per observation, per currency',
    { higherIsBetter: false },
  ),
  m(
    9,
    'SEARCH_RANK',
    'Search rank',
    5,
    'rank',
    'AVG',
    'Position in the results of a tracked keyword (1 = top).',
    'rank per product × keyword × day found',
    { higherIsBetter: false },
  ),
  m(
    10,
    'CATEGORY_RANK',
    'Category rank',
    5,
    'rank',
    'AVG',
    'Position on a tracked category page (1 = top).',
    'rank per product × category page × day found',
    { higherIsBetter: false },
  ),
  m(
    11,
    'PRICE_ORIGINAL',
    'Original price',
    2,
    'currency',
    'AVG',
    'The struck-through "was" price, where one is shown.',
    'original price per observation, per currency',
  ),
  m(
    12,
    'DISCOUNT_DEPTH',
    'Discount depth',
    2,
    'percent',
    'AVG',
    'How far the selling price lies below the original price on promoted observations.',
    '(1 − selling ÷ original) × 100 over promoted observations with both prices',
  ),
  m(
    13,
    'PROMOTION_RATE',
    'Promotion rate',
    2,
    'percent',
    'AVG',
    'Share of listed observations with a discount or promotion label.',
    'promoted ÷ listed observations',
  ),
  m(
    14,
    'PROMOTION_COUNT',
    'Promotions',
    2,
    'number',
    'AVG',
    'Promotions shown on the product page.',
    'promotion count per listed observation',
  ),
  m(
    15,
    'OFFER_COUNT',
    'Offers',
    2,
    'number',
    'AVG',
    'Seller offers on the product page.',
    'offer count per listed observation',
  ),
  m(
    16,
    'AWARD_COUNT',
    'Awards',
    1,
    'number',
    'AVG',
    'Awards and badges on the product page.',
    'award count per listed observation',
  ),
  m(
    17,
    'PRODUCT_COVERAGE',
    'Product coverage',
    3,
    'percent',
    'AVG',
    'Share of tracked product × retailer days on which the product page was found.',
    'listed ÷ all observations',
  ),
  m(
    18,
    'PRICE_INDEX',
    'Price index',
    2,
    'number',
    'AVG',
    'Own price against the average price of the same product at the retailers in view that day (or the widget’s chosen reference: the lowest competitor price, or one retailer’s price); below 100 is cheaper.',
    'selling price ÷ reference price of the product that day (same currency) × 100; the reference is the average at the retailers in view unless the widget names another',
    { higherIsBetter: false },
  ),
  m(
    19,
    'MAP_VIOLATIONS',
    'MAP violations',
    2,
    'number',
    'SUM',
    'Observations priced below the minimum advertised price (AVG gives the rate in percent).',
    'selling price < MAP, over observations with a MAP and a price',
    { higherIsBetter: false },
  ),
  m(
    20,
    'BUY_BOX_OWNERSHIP',
    'Buy-box ownership',
    2,
    'percent',
    'AVG',
    'Share of observations where the buy box belongs to the retailer or an authorised seller.',
    'owned ÷ observations with a buy box',
  ),
  m(
    21,
    'SHARE_OF_SEARCH',
    'Share of search',
    5,
    'percent',
    'AVG',
    'Share of page-1 organic results of tracked keywords taken by the products in view.',
    'per keyword × day: page-1 organic results of these products ÷ page size; averaged over keyword-days',
    { canBeAggregated: false },
  ),
];

export function metricById(id: number): MetricDefinition | undefined {
  return metricCatalogue.find((metric) => metric.id === id);
}

export function metricByCode(code: string): MetricDefinition | undefined {
  return metricCatalogue.find((metric) => metric.code === code);
}

/** metrics of spec 2 §3 as GET metrics answers them; key is the id plus the type. */
export const metricSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  code: z.string(),
  metricGroupId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  formula: z.string(),
  type: z.string(),
  format: z.enum(metricFormats),
  visualizationOptions: z.array(z.string()),
  canBeAggregated: z.boolean(),
  defaultAggregation: aggregationFunctionSchema,
  higherIsBetter: z.boolean(),
});
export type Metric = z.infer<typeof metricSchema>;

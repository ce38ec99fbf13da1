import type {
  AggregationFunction,
  DateGrouping,
  DimensionCode,
  IsoDate,
  MetricCode,
  PriceIndexReference,
} from '@shelfsight/contracts';

/** One split of the answer: a dimension of the catalogue or a date bucket. */
export type GroupKey = { dimension: Exclude<DimensionCode, 'DATE'> } | { date: DateGrouping };

/**
 * Filters resolved to id sets (in PostgreSQL) before they reach the facts. null leaves a column
 * unrestricted; an empty list matches nothing.
 */
export interface FactScope {
  retailerIds: number[] | null;
  productIds: number[] | null;
  /** Buy-box seller of the daily observation. */
  sellerIds: number[] | null;
  keywordIds: number[] | null;
  categoryIds: number[] | null;
  /** Product × retailer pairs of the agreed assortment, as retailerId × 1e9 + productId. */
  pairKeys: number[] | null;
  /** Pairs the customer's product selection leaves untracked (same keys); never empty, null for none. */
  excludedPairKeys: number[] | null;
}

export const openScope = (): FactScope => ({
  retailerIds: null,
  productIds: null,
  sellerIds: null,
  keywordIds: null,
  categoryIds: null,
  pairKeys: null,
  excludedPairKeys: null,
});

export const PAIR_KEY_FACTOR = 1_000_000_000;

/** Catalogue attribute per fact id for BRAND, BRAND_TYPE, COUNTRY and TAG splits (a product may have several tags). */
export interface CatalogueMapping {
  on: 'product_id' | 'retailer_id';
  ids: number[];
  keys: (number | string)[];
  /** A temporary table of the query's connection holding the same `id`, `key` rows (runMetricQuery fills it). */
  table?: string;
}

export interface MetricQuery {
  customerId: number;
  metric: MetricCode;
  aggregation: AggregationFunction;
  groupBy: GroupKey[];
  dateFrom: IsoDate;
  dateTo: IsoDate;
  scope: FactScope;
  /** By dimension code, for the dimensions in groupBy that need one. */
  mappings: Partial<Record<DimensionCode, CatalogueMapping>>;
  /** Allow the monthly rollup when it gives the same numbers (default true). */
  useRollup?: boolean;
  /** What the price index compares with; the market average when absent (the only one the rollups hold). */
  priceIndexReference?: PriceIndexReference;
}

/** A price index against another reference than the market average: computed over the observations in view. */
export const otherPriceIndexReference = (query: MetricQuery) =>
  query.metric === 'PRICE_INDEX' &&
  query.priceIndexReference !== undefined &&
  query.priceIndexReference.kind !== 'MARKET_AVERAGE';

/** One group of the answer: its keys in groupBy order, the currency for money metrics, the value. */
export interface MetricRow {
  keys: (number | string | null)[];
  currency: string | null;
  value: number | null;
  /** Values behind the aggregate (observations, pairs or keyword-days). */
  count: number;
}

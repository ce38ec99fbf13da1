import type { AggregationFunction, MetricCode, PriceIndexReference } from '@shelfsight/contracts';
import { duckdbDialect, type FactDialect } from '../factStore/factDialect';
import { dccScoreCall } from './dccVersionSql';

/** Which fact table a metric reads. */
export type MetricSource = 'daily' | 'search' | 'category';

/**
 * How a metric rolls up:
 * - `observation`: the aggregation runs over the per-observation value `v`;
 * - `pairSum` / `pairLast`: first one value per product × retailer (sum of `v`, or its last reading), then the
 *   aggregation over those pairs;
 * - `weighted`: Σ v × w ÷ Σ w, whatever aggregation was asked (the metric fixes its roll-up);
 * - `keywordDay`: one share per keyword × day, then their average (fixed).
 */
export type MetricLevel = 'observation' | 'pairSum' | 'pairLast' | 'weighted' | 'keywordDay';

/** Exact roll-up from `fact_daily_monthly` per aggregation; absent aggregations read `fact_daily`. */
export type RollupSql = Partial<Record<AggregationFunction, string>>;

export interface MetricSql {
  source: MetricSource;
  level: MetricLevel;
  /** Per-observation value over the fact row `f`; NULL where the metric does not apply. */
  value: string;
  /** Weight for `weighted` metrics. */
  weight?: string;
  /** 0/1 flags: AVG, MIN and MAX answer percent points (× 100), SUM and COUNT count observations. */
  flag?: boolean;
  /** Money: aggregated per currency, never across currencies. */
  money?: boolean;
  /** Per-pair value from the monthly rollup (pair levels) or the whole aggregate (observation level). */
  rollup?: RollupSql;
  rollupPair?: string;
  /**
   * A value over a window: `v` is this metric's value × 100 ÷ its average over the product, day and
   * currency. The rollups build it from the product-days of `of` instead of a window (see dayRollups.ts).
   */
  indexOf?: MetricCode;
}

const listed = (expression: string) => `CASE WHEN f.listed THEN ${expression} END`;

/** DCC score by the customer's applied version (the `dcc_score` macro, see dccScoreMacro.ts). */
const dccScore = dccScoreCall();

/** Days of `fact_daily_monthly` with a known stock state (listed, in or out of stock). */
const stockKnownDays = '(days_in_stock + days_out_of_stock)';
const ratio = (part: string, whole: string) => `sum(${part}) * 100.0 / nullif(sum(${whole}), 0)`;
/** A sum over no observations with a value is NULL in fact_daily, so it is here too. */
const total = (part: string, whole: string) => `CASE WHEN sum(${whole}) > 0 THEN sum(${part}) END`;

export const metricSql: Record<MetricCode, MetricSql> = {
  DCC_SCORE: { source: 'daily', level: 'observation', value: listed(dccScore) },
  AVAILABILITY: {
    source: 'daily',
    level: 'observation',
    flag: true,
    value: 'CASE WHEN f.listed AND f.in_stock IS NOT NULL THEN f.in_stock::INTEGER END',
    // Listed days whose stock was not read are neither in nor out of stock: the known days are the two added.
    rollup: {
      AVG: ratio('days_in_stock', stockKnownDays),
      SUM: total('days_in_stock', stockKnownDays),
      COUNT: `sum(${stockKnownDays})`,
    },
  },
  DAYS_OUT_OF_STOCK: {
    source: 'daily',
    level: 'pairSum',
    value: 'CASE WHEN f.listed AND f.in_stock IS NOT NULL THEN (NOT f.in_stock)::INTEGER END',
    rollupPair: `CASE WHEN sum(${stockKnownDays}) > 0 THEN sum(days_out_of_stock) END`,
  },
  REVIEW_COUNT: { source: 'daily', level: 'pairLast', value: listed('f.review_count') },
  REVIEW_SCORE: {
    source: 'daily',
    level: 'weighted',
    value: 'CASE WHEN f.listed AND f.review_count > 0 AND f.rating IS NOT NULL THEN f.rating::DOUBLE END',
    weight: 'f.review_count',
  },
  IMAGE_COUNT: {
    source: 'daily',
    level: 'observation',
    value: 'f.image_count',
    rollup: {
      AVG: 'sum(image_count_sum)::DOUBLE / nullif(sum(content_days), 0)',
      SUM: total('image_count_sum', 'content_days'),
      COUNT: 'sum(content_days)',
    },
  },
  VIDEO_COUNT: {
    source: 'daily',
    level: 'observation',
    value: 'f.video_count',
    rollup: {
      AVG: 'sum(video_count_sum)::DOUBLE / nullif(sum(content_days), 0)',
      SUM: total('video_count_sum', 'content_days'),
      COUNT: 'sum(content_days)',
    },
  },
  PRICE_SELL: {
    source: 'daily',
    level: 'observation',
    money: true,
    value: 'f.selling_price::DOUBLE',
    rollup: {
      AVG: 'sum(selling_price_sum)::DOUBLE / nullif(sum(price_days), 0)',
      SUM: 'sum(selling_price_sum)::DOUBLE',
      MIN: 'min(selling_price_min)::DOUBLE',
      MAX: 'max(selling_price_max)::DOUBLE',
      COUNT: 'sum(price_days)',
    },
  },
  SEARCH_RANK: { source: 'search', level: 'observation', value: 'f.rank' },
  CATEGORY_RANK: { source: 'category', level: 'observation', value: 'f.rank' },
  PRICE_ORIGINAL: { source: 'daily', level: 'observation', money: true, value: 'f.original_price::DOUBLE' },
  DISCOUNT_DEPTH: {
    source: 'daily',
    level: 'observation',
    value:
      'CASE WHEN f.promotion AND f.original_price > 0 AND f.selling_price IS NOT NULL THEN (1 - f.selling_price::DOUBLE / f.original_price::DOUBLE) * 100 END',
  },
  PROMOTION_RATE: { source: 'daily', level: 'observation', flag: true, value: listed('f.promotion::INTEGER') },
  PROMOTION_COUNT: { source: 'daily', level: 'observation', value: listed('f.promotion_count') },
  OFFER_COUNT: { source: 'daily', level: 'observation', value: listed('f.offer_count') },
  AWARD_COUNT: { source: 'daily', level: 'observation', value: listed('f.award_count') },
  PRODUCT_COVERAGE: {
    source: 'daily',
    level: 'observation',
    flag: true,
    value: 'f.listed::INTEGER',
    rollup: {
      AVG: ratio('days_listed', 'days_observed'),
      SUM: total('days_listed', 'days_observed'),
      COUNT: 'sum(days_observed)',
    },
  },
  PRICE_INDEX: {
    source: 'daily',
    level: 'observation',
    // The reference is the product's average price that day over the retailers in view, in the same currency.
    value:
      'f.selling_price::DOUBLE * 100.0 / nullif(avg(f.selling_price::DOUBLE) OVER (PARTITION BY f.product_id, f.day, f.currency), 0)',
    indexOf: 'PRICE_SELL',
  },
  MAP_VIOLATIONS: {
    source: 'daily',
    level: 'observation',
    flag: true,
    value:
      'CASE WHEN f.map_price IS NOT NULL AND f.selling_price IS NOT NULL THEN (f.selling_price < f.map_price)::INTEGER END',
    rollup: {
      AVG: ratio('map_violation_days', 'map_days'),
      SUM: total('map_violation_days', 'map_days'),
      COUNT: 'sum(map_days)',
    },
  },
  BUY_BOX_OWNERSHIP: {
    source: 'daily',
    level: 'observation',
    flag: true,
    value: 'f.buy_box_owned::INTEGER',
    rollup: {
      AVG: ratio('buy_box_owned_days', 'buy_box_days'),
      SUM: total('buy_box_owned_days', 'buy_box_days'),
      COUNT: 'sum(buy_box_days)',
    },
  },
  SHARE_OF_SEARCH: { source: 'search', level: 'keywordDay', value: '(f.page = 1 AND NOT f.sponsored)::INTEGER' },
};

/**
 * The price index against a reference other than the market average (which is `metricSql.PRICE_INDEX`),
 * over the observations in view (`inView`: the conditions of the query's WHERE over `f`), as a join of
 * the reference prices per product-day (on the demo data about 30 % faster than a window). `retailer` is
 * the SQL placeholder of the chosen retailer.
 * - Lowest competitor: the product's lowest price that day at the other retailers, from the two lowest
 *   prices of the product-day (the second where the observation itself is the lowest; a tie makes them
 *   equal), so an observation without a competitor price has no value.
 * - One retailer: that retailer's price of the product that day; its own observations are not indexed
 *   (100 by construction), nor the days it has no price.
 */
export function priceIndexSql(
  reference: Exclude<PriceIndexReference, { kind: 'MARKET_AVERAGE' }>,
  retailer: () => string,
  inView: readonly string[],
  dialect: FactDialect = duckdbDialect,
): { value: string; join: string } {
  const price = 'f.selling_price::DOUBLE';
  const priced = [...inView, 'f.selling_price IS NOT NULL'];
  const on = 'ON reference.product_id = f.product_id AND reference.day = f.day AND reference.currency = f.currency';
  if (reference.kind === 'LOWEST_COMPETITOR') {
    const lows = `SELECT f.product_id, f.day, f.currency, ${dialect.twoLowest(price)} AS lows FROM fact_daily f WHERE ${priced.join(' AND ')} GROUP BY ALL`;
    return {
      value: `${price} * 100.0 / nullif(CASE WHEN ${price} = reference.lows[1] THEN reference.lows[2] ELSE reference.lows[1] END, 0)`,
      join: `LEFT JOIN (${lows}) reference ${on}`,
    };
  }
  const id = `${retailer()}::INTEGER`;
  const chosen = `SELECT f.product_id, f.day, f.currency, ${price} AS price FROM fact_daily f WHERE ${[...priced, `f.retailer_id = ${id}`].join(' AND ')}`;
  return {
    value: `CASE WHEN f.retailer_id <> ${id} THEN ${price} * 100.0 / nullif(reference.price, 0) END`,
    join: `LEFT JOIN (${chosen}) reference ${on}`,
  };
}

/** SQL of an aggregation over `v`; flags give percent points for AVG, MIN and MAX. */
export function aggregateSql(aggregation: AggregationFunction, flag: boolean, column = 'v'): string {
  const scale = flag ? ' * 100.0' : '';
  switch (aggregation) {
    case 'AVG':
      return `avg(${column})${scale}`;
    case 'SUM':
      return `sum(${column})::DOUBLE`;
    case 'MIN':
      return `min(${column})::DOUBLE${scale}`;
    case 'MAX':
      return `max(${column})::DOUBLE${scale}`;
    case 'COUNT':
      return `count(${column})::DOUBLE`;
  }
}

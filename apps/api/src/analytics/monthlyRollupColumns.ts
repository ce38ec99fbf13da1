import type { FactDialect } from './factStore/factDialect';

/**
 * Which months of one customer to recompute: all of them, those listed in a DuckDB temp table with one
 * `month` column, or (on a ClickHouse store) the months given, each as its first day YYYY-MM-01.
 * With `days` (a DuckDB temp table with one `day` column, or the days as YYYY-MM-DD on a ClickHouse store),
 * the day rollups are rebuilt for those days only and the week rollups for their ISO weeks; the monthly
 * rollups for the months, which must then hold every month of the days.
 */
export type RollupMonths =
  'all' | { table: 'ingest_months'; days?: 'ingest_days' } | { months: readonly string[]; days?: readonly string[] };

/**
 * `fact_daily_monthly`'s columns and how each is computed from the `fact_daily` rows of one product,
 * retailer and month, in the store's dialect: the one definition both stores build the rollup from.
 * Sums and counts only, so any further roll-up (by brand, quarter, year) stays exact; averages are
 * sum ÷ count when read. A sum over no values is NULL (its argument is nullable) on both engines.
 */
export function monthlyRollupColumns(dialect: FactDialect): readonly (readonly [name: string, sql: string])[] {
  return [
    ['customer_id', 'customer_id'],
    ['retailer_id', 'retailer_id'],
    ['product_id', 'product_id'],
    ['month', dialect.dateBucket('month', 'day')],
    ['days_observed', 'count(*)'],
    ['days_listed', 'count(*) FILTER (WHERE listed)'],
    ['days_in_stock', 'count(*) FILTER (WHERE listed AND in_stock)'],
    ['days_out_of_stock', 'count(*) FILTER (WHERE listed AND NOT in_stock)'],
    ['price_days', 'count(selling_price)'],
    ['selling_price_sum', 'sum(selling_price)'],
    ['selling_price_min', 'min(selling_price)'],
    ['selling_price_max', 'max(selling_price)'],
    ['original_price_days', 'count(original_price)'],
    ['original_price_sum', 'sum(original_price)'],
    ['promotion_days', 'count(*) FILTER (WHERE promotion)'],
    [
      'discount_sum',
      `sum(1 - selling_price::DOUBLE / original_price::DOUBLE)
         FILTER (WHERE promotion AND original_price > 0 AND selling_price IS NOT NULL)`,
    ],
    ['map_days', 'count(*) FILTER (WHERE map_price IS NOT NULL AND selling_price IS NOT NULL)'],
    ['map_violation_days', 'count(*) FILTER (WHERE selling_price < map_price)'],
    ['buy_box_days', 'count(buy_box_owned)'],
    ['buy_box_owned_days', 'count(*) FILTER (WHERE buy_box_owned)'],
    ['image_count_sum', 'sum(image_count)'],
    ['video_count_sum', 'sum(video_count)'],
    ['content_days', 'count(image_count)'],
    ['review_count_last', dialect.lastValueWhere('review_count', 'day', 'listed')],
    ['rating_last', dialect.lastValueWhere('rating', 'day', 'listed')],
    [
      'rating_weighted_sum',
      'sum(rating::DOUBLE * review_count) FILTER (WHERE rating IS NOT NULL AND review_count > 0)',
    ],
    ['rating_weight_sum', 'sum(review_count) FILTER (WHERE rating IS NOT NULL AND review_count > 0)'],
    // offer_count is never null: a CASE makes the sum over no listed day NULL on ClickHouse too.
    ['offer_count_sum', 'sum(CASE WHEN listed THEN offer_count END)'],
    ['currency', 'any_value(currency)'],
  ];
}

/** INSERT of a customer's rollup rows from `fact_daily` (`where` narrows the days) into `into`, of the same columns. */
export function monthlyRollupInsert(
  dialect: FactDialect,
  customer: string,
  where: string,
  into = 'fact_daily_monthly',
): string {
  const columns = monthlyRollupColumns(dialect);
  const select = columns.map(([name, sql]) => (name === 'month' ? `${sql} AS month` : sql));
  return `INSERT INTO ${into} (${columns.map(([name]) => name).join(', ')})
     SELECT ${select.join(',\n       ')}
     FROM fact_daily
     WHERE customer_id = ${customer} ${where}
     GROUP BY ALL
     ORDER BY month, retailer_id, product_id`;
}

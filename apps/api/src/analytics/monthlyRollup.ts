import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * Recomputes `fact_daily_monthly` for one customer from `fact_daily`: its months are deleted and
 * rebuilt in one transaction, so readers never see half a refresh. Sums and counts only, so any
 * further roll-up (by brand, quarter, year) stays exact; averages are sum ÷ count when read.
 */
export async function refreshMonthlyRollup(connection: DuckDBConnection, customerId: number): Promise<number> {
  await connection.run('BEGIN TRANSACTION');
  try {
    await connection.run('DELETE FROM fact_daily_monthly WHERE customer_id = $1', [customerId]);
    await connection.run(
      `INSERT INTO fact_daily_monthly
       SELECT
         customer_id, retailer_id, product_id, date_trunc('month', day)::DATE AS month,
         count(*) AS days_observed,
         count(*) FILTER (WHERE listed) AS days_listed,
         count(*) FILTER (WHERE listed AND in_stock) AS days_in_stock,
         count(*) FILTER (WHERE listed AND NOT in_stock) AS days_out_of_stock,
         count(selling_price) AS price_days,
         sum(selling_price) AS selling_price_sum,
         min(selling_price) AS selling_price_min,
         max(selling_price) AS selling_price_max,
         count(original_price) AS original_price_days,
         sum(original_price) AS original_price_sum,
         count(*) FILTER (WHERE promotion) AS promotion_days,
         sum(1 - selling_price::DOUBLE / original_price::DOUBLE)
           FILTER (WHERE promotion AND original_price > 0 AND selling_price IS NOT NULL) AS discount_sum,
         count(*) FILTER (WHERE map_price IS NOT NULL AND selling_price IS NOT NULL) AS map_days,
         count(*) FILTER (WHERE selling_price < map_price) AS map_violation_days,
         count(buy_box_owned) AS buy_box_days,
         count(*) FILTER (WHERE buy_box_owned) AS buy_box_owned_days,
         sum(image_count) AS image_count_sum,
         sum(video_count) AS video_count_sum,
         count(image_count) AS content_days,
         arg_max(review_count, day) FILTER (WHERE listed) AS review_count_last,
         arg_max(rating, day) FILTER (WHERE listed) AS rating_last,
         sum(rating::DOUBLE * review_count) FILTER (WHERE rating IS NOT NULL AND review_count > 0) AS rating_weighted_sum,
         sum(review_count) FILTER (WHERE rating IS NOT NULL AND review_count > 0) AS rating_weight_sum,
         sum(offer_count) FILTER (WHERE listed) AS offer_count_sum,
         any_value(currency) AS currency
       FROM fact_daily
       WHERE customer_id = $1
       GROUP BY ALL
       ORDER BY month, retailer_id, product_id`,
      [customerId],
    );
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  }
  const reader = await connection.runAndReadAll('SELECT count(*)::INTEGER FROM fact_daily_monthly WHERE customer_id = $1', [
    customerId,
  ]);
  return Number(reader.getRows()[0]?.[0] ?? 0);
}

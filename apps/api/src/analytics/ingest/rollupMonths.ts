import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * Recomputes `fact_daily_monthly` for the months a load touched (`ingest_months`, one `month` column),
 * inside the caller's transaction, so readers see new facts and their rollup together. The measures
 * are those of the customer-wide refresh in `monthlyRollup.ts`; columns are named, so new rollup
 * columns only need adding here when ingested rows should fill them.
 */
export async function refreshRollupMonths(connection: DuckDBConnection, customerId: number): Promise<void> {
  await connection.run(
    `DELETE FROM fact_daily_monthly WHERE customer_id = $1 AND month IN (SELECT month FROM ingest_months)`,
    [customerId],
  );
  await connection.run(
    `INSERT INTO fact_daily_monthly (customer_id, retailer_id, product_id, month, days_observed, days_listed,
       days_in_stock, days_out_of_stock, price_days, selling_price_sum, selling_price_min, selling_price_max,
       original_price_days, original_price_sum, promotion_days, discount_sum, map_days, map_violation_days,
       buy_box_days, buy_box_owned_days, image_count_sum, video_count_sum, content_days, review_count_last,
       rating_last, rating_weighted_sum, rating_weight_sum, offer_count_sum, currency)
     SELECT
       customer_id, retailer_id, product_id, date_trunc('month', day)::DATE AS month,
       count(*), count(*) FILTER (WHERE listed), count(*) FILTER (WHERE listed AND in_stock),
       count(*) FILTER (WHERE listed AND NOT in_stock),
       count(selling_price), sum(selling_price), min(selling_price), max(selling_price),
       count(original_price), sum(original_price),
       count(*) FILTER (WHERE promotion),
       sum(1 - selling_price::DOUBLE / original_price::DOUBLE)
         FILTER (WHERE promotion AND original_price > 0 AND selling_price IS NOT NULL),
       count(*) FILTER (WHERE map_price IS NOT NULL AND selling_price IS NOT NULL),
       count(*) FILTER (WHERE selling_price < map_price),
       count(buy_box_owned), count(*) FILTER (WHERE buy_box_owned),
       sum(image_count), sum(video_count), count(image_count),
       arg_max(review_count, day) FILTER (WHERE listed), arg_max(rating, day) FILTER (WHERE listed),
       sum(rating::DOUBLE * review_count) FILTER (WHERE rating IS NOT NULL AND review_count > 0),
       sum(review_count) FILTER (WHERE rating IS NOT NULL AND review_count > 0),
       sum(offer_count) FILTER (WHERE listed),
       any_value(currency)
     FROM fact_daily
     WHERE customer_id = $1
       AND day >= (SELECT min(month) FROM ingest_months)
       AND day < (SELECT max(month) FROM ingest_months) + INTERVAL 1 MONTH
       AND date_trunc('month', day)::DATE IN (SELECT month FROM ingest_months)
     GROUP BY ALL
     ORDER BY month, retailer_id, product_id`,
    [customerId],
  );
}

import type { DuckDBConnection } from '@duckdb/node-api';
import type { MetricCode } from '@shelfsight/contracts';
import {
  DAY_ROLLUPS_READY,
  dayRollupColumnsUpdate,
  dayRollupSelect,
  dayRollupTables,
  isWeekRollup,
} from './engine/dayRollups';

/** Which months of one customer to recompute: all of them, or those listed in a temp table with one `month` column. */
export type RollupMonths = 'all' | { table: 'ingest_months' };

/**
 * Deletes and rebuilds a customer's `fact_daily_monthly` rows and its day rollups (engine/dayRollups.ts)
 * from `fact_daily` on the caller's connection, without opening a transaction, so a load can commit
 * facts and rollups together.
 * Sums and counts only, so any further roll-up (by brand, quarter, year) stays exact; averages are
 * sum ÷ count when read. Columns are named, so a new rollup column only needs adding here.
 */
export async function rebuildMonthlyRollup(
  connection: DuckDBConnection,
  customerId: number,
  months: RollupMonths = 'all',
): Promise<void> {
  const table = months === 'all' ? null : months.table;
  const inMonths = table ? `AND month IN (SELECT month FROM ${table})` : '';
  // The day range lets DuckDB skip row groups before testing each day's month against the list.
  const inDaysOf = (day: string) =>
    table
      ? `AND ${day} >= (SELECT min(month) FROM ${table})
       AND ${day} < (SELECT max(month) FROM ${table}) + INTERVAL 1 MONTH
       AND date_trunc('month', ${day})::DATE IN (SELECT month FROM ${table})`
      : '';
  const inDays = inDaysOf('day');
  await connection.run(`DELETE FROM fact_daily_monthly WHERE customer_id = $1 ${inMonths}`, [customerId]);
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
     WHERE customer_id = $1 ${inDays}
     GROUP BY ALL
     ORDER BY month, retailer_id, product_id`,
    [customerId],
  );
  // The day rollups follow the same months once complete; a customer without them gets all its months.
  const ready =
    (
      await connection.runAndReadAll(`SELECT 1 FROM ${DAY_ROLLUPS_READY} WHERE customer_id = $1`, [customerId])
    ).getRows().length > 0;
  const some = table && ready;
  const inDayMonths = some ? `AND date_trunc('month', day)::DATE IN (SELECT month FROM ${table})` : '';
  if (some) {
    // Weekly rollups rebuild every ISO week that has a day in a touched month, its days in the next or previous month included.
    await connection.run(`CREATE OR REPLACE TEMP TABLE rollup_weeks AS
      SELECT DISTINCT date_trunc('week', unnest(generate_series(month::TIMESTAMP, month::TIMESTAMP + INTERVAL 1 MONTH - INTERVAL 1 DAY, INTERVAL 1 DAY)))::DATE AS week
      FROM ${table}`);
  }
  const inWeeks = `AND f.day >= (SELECT min(week) FROM rollup_weeks) AND f.day < (SELECT max(week) FROM rollup_weeks) + 7
    AND date_trunc('week', f.day)::DATE IN (SELECT week FROM rollup_weeks)`;
  for (const dayTable of dayRollupTables) {
    const weekly = isWeekRollup(dayTable);
    const deleted = some ? (weekly ? 'AND day IN (SELECT week FROM rollup_weeks)' : inDayMonths) : '';
    await connection.run(`DELETE FROM ${dayTable} WHERE customer_id = $1 ${deleted}`, [customerId]);
    const rebuilt = some ? (weekly ? inWeeks : inDaysOf('f.day')) : '';
    await connection.run(
      `INSERT INTO ${dayTable} BY NAME ${dayRollupSelect(dayTable, `f.customer_id = $1 ${rebuilt}`)}`,
      [customerId],
    );
  }
  if (!ready) await connection.run(`INSERT INTO ${DAY_ROLLUPS_READY} (customer_id) VALUES ($1)`, [customerId]);
}

/**
 * Recomputes one metric's columns in all of a customer's day rollups from `fact_daily` on the caller's
 * connection and transaction (its formula changed: a DCC version applied); nothing while they are not ready, as
 * then the observations answer. `onProgress` hears each finished table.
 */
export async function recomputeDayRollupColumns(
  connection: DuckDBConnection,
  customerId: number,
  metric: MetricCode,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<void> {
  const ready = await connection.runAndReadAll(`SELECT 1 FROM ${DAY_ROLLUPS_READY} WHERE customer_id = $1`, [
    customerId,
  ]);
  if (ready.getRows().length === 0) return;
  // In build order: the product-days first, as the product-months and -weeks are read from them.
  for (const [index, dayTable] of dayRollupTables.entries()) {
    await connection.run(dayRollupColumnsUpdate(dayTable, metric, 'f.customer_id = $1'), [customerId]);
    onProgress(index + 1, dayRollupTables.length);
  }
}

/**
 * Recomputes all of one customer's `fact_daily_monthly` rows in its own transaction, so readers
 * never see half a refresh, and returns how many rollup rows the customer now has.
 */
export async function refreshMonthlyRollup(connection: DuckDBConnection, customerId: number): Promise<number> {
  await connection.run('BEGIN TRANSACTION');
  try {
    await rebuildMonthlyRollup(connection, customerId);
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  }
  const reader = await connection.runAndReadAll(
    'SELECT count(*)::INTEGER FROM fact_daily_monthly WHERE customer_id = $1',
    [customerId],
  );
  return Number(reader.getRows()[0]?.[0] ?? 0);
}

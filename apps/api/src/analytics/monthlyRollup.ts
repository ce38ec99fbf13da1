import type { DuckDBConnection } from '@duckdb/node-api';
import type { MetricCode } from '@shelfsight/contracts';
import { duckdbDialect, type FactDialect } from './factStore/factDialect';
import type { FactStore } from './factStore/factStore';
import {
  DAY_ROLLUPS_READY,
  dayRollupColumnsUpdate,
  dayRollupSelect,
  dayRollupTables,
  isWeekRollup,
} from './engine/dayRollups';

/**
 * Which months of one customer to recompute: all of them, those listed in a DuckDB temp table with one
 * `month` column, or (on a ClickHouse store) the months given, each as its first day YYYY-MM-01.
 */
export type RollupMonths = 'all' | { table: 'ingest_months' } | { months: readonly string[] };

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

/** INSERT of a customer's rollup rows from `fact_daily` (`where` narrows the days). */
function monthlyRollupInsert(dialect: FactDialect, customer: string, where: string): string {
  const columns = monthlyRollupColumns(dialect);
  const select = columns.map(([name, sql]) => (name === 'month' ? `${sql} AS month` : sql));
  return `INSERT INTO fact_daily_monthly (${columns.map(([name]) => name).join(', ')})
     SELECT ${select.join(',\n       ')}
     FROM fact_daily
     WHERE customer_id = ${customer} ${where}
     GROUP BY ALL
     ORDER BY month, retailer_id, product_id`;
}

/**
 * Deletes and rebuilds a customer's `fact_daily_monthly` rows from `fact_daily`. On DuckDB, on the caller's
 * connection without opening a transaction, so a load can commit facts and rollups together, and with its
 * day rollups (engine/dayRollups.ts). On a ClickHouse store, the monthly rollup only (its day rollups are not
 * built there yet); ClickHouse has no transactions, so readers may see the months between delete and insert.
 */
export async function rebuildMonthlyRollup(
  target: DuckDBConnection | FactStore,
  customerId: number,
  months: RollupMonths = 'all',
): Promise<void> {
  if ('dialect' in target) return rebuildStoreMonthlyRollup(target, customerId, months);
  if (typeof months === 'object' && 'months' in months)
    throw new Error('On DuckDB the months to rebuild come as the temp table ingest_months');
  const connection = target;
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
  await connection.run(monthlyRollupInsert(duckdbDialect, '$1', inDays), [customerId]);
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
 * Recomputes all of one customer's `fact_daily_monthly` rows and returns how many rollup rows the customer
 * now has. On DuckDB in its own transaction, so readers never see half a refresh.
 */
export async function refreshMonthlyRollup(target: DuckDBConnection | FactStore, customerId: number): Promise<number> {
  if ('dialect' in target) {
    await rebuildMonthlyRollup(target, customerId);
    const counted = await target.readColumns(
      `SELECT count(*) AS n FROM fact_daily_monthly WHERE customer_id = ${Math.trunc(customerId)}`,
      [],
    );
    return Number(counted.n?.[0] ?? 0);
  }
  const connection = target;
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

const ISO_MONTH = /^\d{4}-\d{2}-01$/;

/** The first day of the month after `month` (YYYY-MM-01). */
const nextMonth = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, monthNumber ?? 0, 1)).toISOString().slice(0, 10);
};

/**
 * The monthly rollup on a fact store (ClickHouse): its statements carry the customer and the months as
 * literals (whole numbers and checked month starts), as a store's `run` takes no parameters.
 */
async function rebuildStoreMonthlyRollup(store: FactStore, customerId: number, months: RollupMonths): Promise<void> {
  if (typeof months === 'object' && !('months' in months))
    throw new Error('A fact store takes the months to rebuild as a list, not a DuckDB temp table');
  const list = months === 'all' ? null : [...new Set(months.months)].sort();
  if (list?.length === 0) return;
  for (const month of list ?? []) if (!ISO_MONTH.test(month)) throw new Error(`Not the first day of a month: ${month}`);
  const customer = String(Math.trunc(customerId));
  const literals = list?.map((month) => `'${month}'`).join(', ');
  const bucket = store.dialect.dateBucket('month', 'day');
  // The day range lets ClickHouse skip parts before testing each day's month against the list.
  const inDays = list
    ? `AND day >= '${list[0]}' AND day < '${nextMonth(list.at(-1) ?? '')}' AND ${bucket} IN (${literals})`
    : '';
  await store.run(
    `DELETE FROM fact_daily_monthly WHERE customer_id = ${customer}${list ? ` AND month IN (${literals})` : ''}`,
    monthlyRollupInsert(store.dialect, customer, inDays),
  );
}

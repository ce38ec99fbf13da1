import type { DuckDBConnection } from '@duckdb/node-api';
export { monthlyRollupColumns, type RollupMonths } from './monthlyRollupColumns';
import type { MetricCode } from '@shelfsight/contracts';
import { duckdbDialect } from './factStore/factDialect';
import type { FactStore } from './factStore/factStore';
import { monthlyRollupInsert, type RollupMonths } from './monthlyRollupColumns';
import { rebuildStoreRollups } from './storeRollups';
import {
  DAY_ROLLUPS_READY,
  dayRollupColumnsUpdate,
  dayRollupSelect,
  dayRollupTables,
  isWeekRollup,
} from './engine/dayRollups';

/**
 * Deletes and rebuilds a customer's `fact_daily_monthly` rows from `fact_daily`. On DuckDB, on the caller's
 * connection without opening a transaction, so a load can commit facts and rollups together, and with its
 * day rollups (engine/dayRollups.ts). On another store (ClickHouse) the same rollups through storeRollups.ts,
 * which swaps each rebuilt month in whole (ClickHouse has no transactions).
 */
export async function rebuildMonthlyRollup(
  target: DuckDBConnection | FactStore,
  customerId: number,
  months: RollupMonths = 'all',
): Promise<void> {
  if ('dialect' in target) return rebuildStoreRollups(target, customerId, months);
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
  // A load's own days: the day rollups need no other day rebuilt, as each of their rows reads one day's facts.
  const days = typeof months === 'object' ? months.days : undefined;
  if (some) {
    // Weekly rollups rebuild every ISO week that has a touched day (or a day in a touched month), its days in the
    // next or previous month included.
    await connection.run(
      `CREATE OR REPLACE TEMP TABLE rollup_weeks AS ${
        days
          ? `SELECT DISTINCT date_trunc('week', day)::DATE AS week FROM ${days}`
          : `SELECT DISTINCT date_trunc('week', unnest(generate_series(month::TIMESTAMP, month::TIMESTAMP + INTERVAL 1 MONTH - INTERVAL 1 DAY, INTERVAL 1 DAY)))::DATE AS week
      FROM ${table}`
      }`,
    );
  }
  const inWeeks = `AND f.day >= (SELECT min(week) FROM rollup_weeks) AND f.day < (SELECT max(week) FROM rollup_weeks) + 7
    AND date_trunc('week', f.day)::DATE IN (SELECT week FROM rollup_weeks)`;
  const inLoadDays = (day: string) =>
    `AND ${day} BETWEEN (SELECT min(day) FROM ${days}) AND (SELECT max(day) FROM ${days}) AND ${day} IN (SELECT day FROM ${days})`;
  for (const dayTable of dayRollupTables) {
    const weekly = isWeekRollup(dayTable);
    const daily = days !== undefined && dayTable !== 'fact_product_monthly';
    const deleted = !some
      ? ''
      : weekly
        ? 'AND day IN (SELECT week FROM rollup_weeks)'
        : daily
          ? inLoadDays('day')
          : inDayMonths;
    await connection.run(`DELETE FROM ${dayTable} WHERE customer_id = $1 ${deleted}`, [customerId]);
    const rebuilt = !some ? '' : weekly ? inWeeks : daily ? inLoadDays('f.day') : inDaysOf('f.day');
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

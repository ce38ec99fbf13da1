import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import { daysInRange, parseIsoDate } from '@shelfsight/contracts';
import { buildMetricSql } from './buildSql';
import { dayRollupAggregate, type DayRollupTable } from './dayRollups';
import { metricSql } from './metricSql';
import type { GroupKey, MetricQuery, MetricRow } from './queryTypes';

const queues = new WeakMap<DuckDBConnection, Promise<unknown>>();

/** One statement at a time per connection: the app shares one DuckDB connection between requests. */
export async function readRows(connection: DuckDBConnection, sql: string, params: DuckDBValue[]): Promise<Record<string, unknown>[]> {
  const previous = queues.get(connection) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(async () => (await connection.runAndReadAll(sql, params)).getRowObjectsJS());
  queues.set(connection, run);
  return (await run) as Record<string, unknown>[];
}

/** The rollup holds whole months only; it is used from two whole months on, where it saves most. */
const MIN_ROLLUP_DAYS = 56;

function coversWholeMonths(dateFrom: string, dateTo: string): boolean {
  const from = parseIsoDate(dateFrom);
  const to = parseIsoDate(dateTo);
  return from.day === 1 && to.day === to.daysInMonth && daysInRange(dateFrom, dateTo) >= MIN_ROLLUP_DAYS;
}

/** Whether `fact_daily_monthly` answers this query with the same numbers as `fact_daily`. */
export function rollupApplies(query: MetricQuery): boolean {
  if (query.useRollup === false) return false;
  const metric = metricSql[query.metric];
  if (metric.source !== 'daily') return false;
  if (!(metric.rollupPair || metric.rollup?.[query.aggregation])) return false;
  if (query.scope.sellerIds) return false;
  if (query.groupBy.some((key) => ('date' in key ? key.date === 'DAY' || key.date === 'WEEK' : key.dimension === 'SELLER'))) return false;
  return coversWholeMonths(query.dateFrom, query.dateTo);
}

async function rollupLoaded(connection: DuckDBConnection, customerId: number, dateFrom: string): Promise<boolean> {
  const rows = await readRows(connection, 'SELECT 1 AS ok FROM fact_daily_monthly WHERE customer_id = $1 AND month = $2::DATE LIMIT 1', [customerId, dateFrom]);
  return rows.length > 0;
}

const RETAILER_KEYS = new Set<string>(['RETAILER', 'COUNTRY']);
const PRODUCT_KEYS = new Set<string>(['PRODUCT', 'BRAND', 'BRAND_TYPE', 'TAG']);
const splitsWithin = (groupBy: GroupKey[], allowed: Set<string>) => groupBy.every((key) => 'date' in key || allowed.has(key.dimension));

/**
 * The day rollup that answers this query with the same numbers as `fact_daily`: per retailer when
 * nothing narrows or splits by product, per product when nothing narrows or splits by retailer (per
 * product and month for whole months without day or week points). Sellers and the agreed assortment
 * need the observations.
 */
export function dayRollupFor(query: MetricQuery): DayRollupTable | null {
  if (query.useRollup === false || !dayRollupAggregate(query.metric, query.aggregation)) return null;
  const { scope } = query;
  if (scope.sellerIds || scope.pairKeys) return null;
  if (!scope.productIds && splitsWithin(query.groupBy, RETAILER_KEYS)) return 'fact_retailer_daily';
  if (scope.retailerIds || !splitsWithin(query.groupBy, PRODUCT_KEYS)) return null;
  const byDayOrWeek = query.groupBy.some((key) => 'date' in key && (key.date === 'DAY' || key.date === 'WEEK'));
  const from = parseIsoDate(query.dateFrom);
  const to = parseIsoDate(query.dateTo);
  return !byDayOrWeek && from.day === 1 && to.day === to.daysInMonth ? 'fact_product_monthly' : 'fact_product_daily';
}

const asNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Runs a metric query on the fact store and returns one row per group. */
export async function runMetricQuery(connection: DuckDBConnection, query: MetricQuery): Promise<MetricRow[]> {
  const dayTable = dayRollupFor(query);
  let rows: Record<string, unknown>[] = [];
  // Loads keep the day rollups with the facts; no rows there means no facts in the range, or a store
  // filled another way, so the observations answer then.
  if (dayTable && (dayTable !== 'fact_product_daily' || !rollupApplies(query))) {
    const built = buildMetricSql(query, dayTable);
    rows = await readRows(connection, built.sql, built.params);
  }
  if (rows.length === 0) {
    const built = buildMetricSql(query, rollupApplies(query) && (await rollupLoaded(connection, query.customerId, query.dateFrom)));
    rows = await readRows(connection, built.sql, built.params);
  }
  return rows.map((row) => {
    const value = asNumber(row.value);
    return {
      keys: query.groupBy.map((_, index) => {
        const key = row[`k${index}`];
        return key === null || key === undefined ? null : typeof key === 'string' ? key : Number(key);
      }),
      currency: (row.cur as string | null) ?? null,
      value: value !== null && Number.isFinite(value) ? value : null,
      count: asNumber(row.n) ?? 0,
    };
  });
}

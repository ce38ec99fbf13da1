import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import { daysInRange, parseIsoDate } from '@shelfsight/contracts';
import { buildMetricSql } from './buildSql';
import { metricSql } from './metricSql';
import type { MetricQuery, MetricRow } from './queryTypes';

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

const asNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Runs a metric query on the fact store and returns one row per group. */
export async function runMetricQuery(connection: DuckDBConnection, query: MetricQuery): Promise<MetricRow[]> {
  const rollup = rollupApplies(query) && (await rollupLoaded(connection, query.customerId, query.dateFrom));
  const built = buildMetricSql(query, rollup);
  const rows = await readRows(connection, built.sql, built.params);
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

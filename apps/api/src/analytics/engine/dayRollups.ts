import type { AggregationFunction, MetricCode } from '@shelfsight/contracts';
import { metricSql } from './metricSql';

/**
 * Pre-aggregations of `fact_daily` per retailer and day (`fact_retailer_daily`), per product and day
 * (`fact_product_daily`) and per product and month (`fact_product_monthly`), each by customer and
 * currency. A 30-day KPI or a year of weekly points reads a few thousand retailer-days instead of
 * millions of observations; splits by product, brand, brand type or tag without a retailer filter read
 * a twentieth of the rows, or a six-hundredth for whole months.
 *
 * Every observation-level metric gets its count, sum, minimum and maximum of the per-observation value
 * `v`, so each aggregation is exact: AVG = Σsum ÷ Σcount, SUM, MIN, MAX and COUNT directly. Weighted
 * metrics keep Σ v × w and Σ w. Metrics whose value depends on other rows (price index) or that roll
 * up per product × retailer first are not here; they read `fact_daily`.
 *
 * The columns follow the metric formulas of `metricSql`: changing a rolled-up metric's value needs a
 * fact-schema step that rebuilds these tables.
 */
export type DayRollupTable = 'fact_retailer_daily' | 'fact_product_daily' | 'fact_product_monthly';

export const dayRollupTables: readonly DayRollupTable[] = ['fact_retailer_daily', 'fact_product_daily', 'fact_product_monthly'];

const entityOf: Record<DayRollupTable, 'retailer_id' | 'product_id'> = {
  fact_retailer_daily: 'retailer_id',
  fact_product_daily: 'product_id',
  fact_product_monthly: 'product_id',
};

/** Customers whose day rollups are complete; a customer without a row here reads `fact_daily`. */
export const DAY_ROLLUPS_READY = 'fact_day_rollups_ready';

/** `fact_product_monthly` holds whole months, its `day` being the first of the month. */
export const monthlyGrain = (table: DayRollupTable) => table === 'fact_product_monthly';

/** Metrics the day rollups answer, in column order. */
export const dayRollupMetrics: readonly MetricCode[] = (Object.keys(metricSql) as MetricCode[]).filter((code) => {
  const metric = metricSql[code];
  if (metric.source !== 'daily') return false;
  if (metric.level === 'weighted') return true;
  return metric.level === 'observation' && !/\bOVER\b/i.test(metric.value);
});

const prefix = (code: MetricCode) => code.toLowerCase();

/** The aggregate columns over `fact_daily f`, grouped by customer, entity, day and currency. */
function aggregateColumns(): string[] {
  return dayRollupMetrics.flatMap((code) => {
    const metric = metricSql[code];
    const m = prefix(code);
    const v = `(${metric.value})`;
    if (metric.level === 'weighted') {
      return [
        `count(${v})::INTEGER AS ${m}_n`,
        `sum(${v} * ${metric.weight})::DOUBLE AS ${m}_s`,
        `(sum(${metric.weight}) FILTER (WHERE ${v} IS NOT NULL))::DOUBLE AS ${m}_w`,
      ];
    }
    return [`count(${v})::INTEGER AS ${m}_n`, `sum(${v})::DOUBLE AS ${m}_s`, `min(${v})::DOUBLE AS ${m}_lo`, `max(${v})::DOUBLE AS ${m}_hi`];
  });
}

/** The same columns re-aggregated from product-days: counts and sums add up, extremes of extremes. */
function reaggregatedColumns(): string[] {
  return dayRollupMetrics.flatMap((code) => {
    const m = prefix(code);
    if (metricSql[code].level === 'weighted') return [`sum(f.${m}_n)::INTEGER AS ${m}_n`, `sum(f.${m}_s)::DOUBLE AS ${m}_s`, `sum(f.${m}_w)::DOUBLE AS ${m}_w`];
    return [`sum(f.${m}_n)::INTEGER AS ${m}_n`, `sum(f.${m}_s)::DOUBLE AS ${m}_s`, `min(f.${m}_lo)::DOUBLE AS ${m}_lo`, `max(f.${m}_hi)::DOUBLE AS ${m}_hi`];
  });
}

/**
 * SELECT that computes a day rollup (add WHERE conditions over `f.customer_id` and `day` with `where`):
 * from `fact_daily f`, or for product-months from the product-days, which must be built first.
 */
export function dayRollupSelect(table: DayRollupTable, where = 'TRUE'): string {
  const entity = entityOf[table];
  const monthly = monthlyGrain(table);
  const day = monthly ? "date_trunc('month', f.day)::DATE" : 'f.day';
  return `SELECT f.customer_id, f.${entity}, ${day} AS day, f.currency, ${(monthly ? reaggregatedColumns() : aggregateColumns()).join(', ')}
    FROM ${monthly ? 'fact_product_daily' : 'fact_daily'} f WHERE ${where}
    GROUP BY ALL
    ORDER BY f.customer_id, day, f.${entity}`;
}

/** Aggregate over day-rollup rows `f` for a metric, and the count of values behind it; null when not served. */
export function dayRollupAggregate(code: MetricCode, aggregation: AggregationFunction): { value: string; count: string } | null {
  if (!dayRollupMetrics.includes(code)) return null;
  const metric = metricSql[code];
  const m = `f.${prefix(code)}`;
  const count = `sum(${m}_n)`;
  if (metric.level === 'weighted') return { value: `sum(${m}_s) / nullif(sum(${m}_w), 0)`, count };
  const scale = metric.flag ? ' * 100.0' : '';
  const value = {
    AVG: `sum(${m}_s) / nullif(${count}, 0)${scale}`,
    SUM: `CASE WHEN ${count} > 0 THEN sum(${m}_s) END`,
    MIN: `min(${m}_lo)${scale}`,
    MAX: `max(${m}_hi)${scale}`,
    COUNT: `${count}::DOUBLE`,
  }[aggregation];
  return { value, count };
}

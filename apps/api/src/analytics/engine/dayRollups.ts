import type { AggregationFunction, MetricCode } from '@shelfsight/contracts';
import { duckdbDialect, type FactDialect } from '../factStore/factDialect';
import { calendarDay, isoDateOfEpochDay } from './isoCalendar';
import { metricSql } from './metricSql';
import type { MetricQuery } from './queryTypes';

/**
 * Pre-aggregations of `fact_daily` per retailer and day (`fact_retailer_daily`), per product and day
 * (`fact_product_daily`), per product and month (`fact_product_monthly`), per product and ISO week
 * (`fact_product_weekly`) and per product × retailer pair and ISO week (`fact_pair_weekly`), each by
 * customer and currency. A 30-day KPI or a year of weekly points reads a few thousand retailer-days instead of
 * millions of observations; splits by product, brand, brand type or tag without a retailer filter read
 * a twentieth of the rows, or a six-hundredth for whole months. The weekly tables answer the whole
 * weeks of a range; its first and last days come from the next finer table (see `weeklySource`).
 *
 * Every observation-level metric gets its count, sum, minimum and maximum of the per-observation value
 * `v` (0/1 flags count and sum only: their extremes follow from those), so each aggregation is exact: AVG = Σsum ÷ Σcount, SUM, MIN, MAX and COUNT directly. Weighted
 * metrics keep Σ v × w and Σ w. The pair table also keeps the per-pair metrics: the sum of `v` (days out
 * of stock) and the last reading with its day (review count). A value over other rows (price index)
 * is kept as it is with every retailer of the day in view.
 *
 * The columns follow the metric formulas of `metricSql`: changing a rolled-up metric's value needs a
 * fact-schema step that rebuilds these tables.
 */
export type DayRollupTable =
  'fact_retailer_daily' | 'fact_product_daily' | 'fact_product_monthly' | 'fact_product_weekly' | 'fact_pair_weekly';
export type WeekRollupTable = Extract<DayRollupTable, 'fact_product_weekly' | 'fact_pair_weekly'>;

/** Every rollup in build order: product-days first, as the others read them (index values, product-months and -weeks). */
export const dayRollupTables: readonly DayRollupTable[] = [
  'fact_product_daily',
  'fact_retailer_daily',
  'fact_product_monthly',
  'fact_product_weekly',
  'fact_pair_weekly',
];

const entityOf: Record<DayRollupTable, string[]> = {
  fact_retailer_daily: ['retailer_id'],
  fact_product_daily: ['product_id'],
  fact_product_monthly: ['product_id'],
  fact_product_weekly: ['product_id'],
  fact_pair_weekly: ['retailer_id', 'product_id'],
};

export const isWeekRollup = (table: DayRollupTable | null): table is WeekRollupTable =>
  table === 'fact_product_weekly' || table === 'fact_pair_weekly';

/** Customers whose day rollups are complete; a customer without a row here reads `fact_daily`. */
export const DAY_ROLLUPS_READY = 'fact_day_rollups_ready';

/** The columns a rollup is sorted by after the customer and the day (its entity), for stores that sort. */
export const rollupSortColumns = (table: DayRollupTable): readonly string[] => entityOf[table];

/** `fact_product_monthly` holds whole months, its `day` being the first of the month; the weekly ones the Monday. */
const bucketOf = (table: DayRollupTable) =>
  table === 'fact_product_monthly' ? 'month' : isWeekRollup(table) ? 'week' : null;

/** A value over a window of other observations (price index: the product's average price that day). */
export const overWindow = (code: MetricCode) => /\bOVER\b/i.test(metricSql[code].value);

/**
 * Metrics the day rollups answer, in column order. A value over a window is rolled up as it is with
 * every retailer in view, so it is read from the rollups only when no retailer, seller or pair narrows.
 */
export const dayRollupMetrics: readonly MetricCode[] = (Object.keys(metricSql) as MetricCode[]).filter((code) => {
  const metric = metricSql[code];
  return metric.source === 'daily' && (metric.level === 'weighted' || metric.level === 'observation');
});

/** The metrics whose columns fact-schema steps 3 and 5 created (before the window values, step 6). */
export const firstRollupMetrics: readonly MetricCode[] = dayRollupMetrics.filter((code) => !overWindow(code));

/** Metrics rolled up per product × retailer first: kept per pair and week in `fact_pair_weekly`. */
export const pairRollupMetrics: readonly MetricCode[] = (Object.keys(metricSql) as MetricCode[]).filter((code) => {
  const metric = metricSql[code];
  return metric.source === 'daily' && (metric.level === 'pairSum' || metric.level === 'pairLast');
});

const prefix = (code: MetricCode) => code.toLowerCase();

/**
 * The price index against the lowest competitor (metricSql.priceIndexSql) with every retailer of the day in view,
 * kept in every rollup beside the market-average index under its own column prefix: count, sum and extremes of
 * the per-observation index, so a product or brand split reads product-days instead of every retailer's prices.
 */
export const LOWEST_COMPETITOR_COLUMNS = 'price_index_lc';
const lowestCompetitorMetric: MetricCode = 'PRICE_INDEX';

/** The rollup column prefix a query reads: its metric's, or the lowest-competitor index's. */
export const rollupColumnsOf = (query: Pick<MetricQuery, 'metric' | 'priceIndexReference'>): string =>
  query.metric === lowestCompetitorMetric && query.priceIndexReference?.kind === 'LOWEST_COMPETITOR'
    ? LOWEST_COMPETITOR_COLUMNS
    : prefix(query.metric);

/**
 * The lowest-competitor index of each observation of `fact_daily f`, from the two lowest prices of its
 * product-day and currency (`lc.lows`, joined by `lowestCompetitorJoin`): the second where the observation is
 * the lowest itself (equal on a tie), so a product-day with a single priced retailer has no value.
 */
const lowestCompetitorValue = `f.selling_price::DOUBLE * 100.0 / nullif(CASE WHEN f.selling_price::DOUBLE = lc.lows[1] THEN lc.lows[2] ELSE lc.lows[1] END, 0)`;
const lowestCompetitorJoin = (where: string, dialect: FactDialect) =>
  `LEFT JOIN (SELECT f.customer_id, f.product_id, f.day, f.currency, ${dialect.twoLowest('f.selling_price::DOUBLE')} AS lows FROM fact_daily f
      WHERE ${where} AND f.selling_price IS NOT NULL GROUP BY ALL) lc
    ON lc.customer_id = f.customer_id AND lc.product_id = f.product_id AND lc.day = f.day AND lc.currency = f.currency`;

/** Count, sum and extremes of the lowest-competitor index over `f.price_index_lc_v`, or re-aggregated from product-days. */
function lowestCompetitorColumns(fromProductDays: boolean): string[] {
  const c = LOWEST_COMPETITOR_COLUMNS;
  if (fromProductDays)
    return [
      `sum(f.${c}_n)::INTEGER AS ${c}_n`,
      `sum(f.${c}_s)::DOUBLE AS ${c}_s`,
      `min(f.${c}_lo)::DOUBLE AS ${c}_lo`,
      `max(f.${c}_hi)::DOUBLE AS ${c}_hi`,
    ];
  const v = `f.${c}_v`;
  return [
    `count(${v})::INTEGER AS ${c}_n`,
    `sum(${v})::DOUBLE AS ${c}_s`,
    `min(${v})::DOUBLE AS ${c}_lo`,
    `max(${v})::DOUBLE AS ${c}_hi`,
  ];
}

/** The lowest-competitor columns with their types (for the step that adds them to stored rollups). */
export const lowestCompetitorColumnTypes = (): [string, string][] =>
  ['n', 's', 'lo', 'hi'].map((part) => [`${LOWEST_COMPETITOR_COLUMNS}_${part}`, part === 'n' ? 'INTEGER' : 'DOUBLE']);

/**
 * An index value (× 100 ÷ the product's average that day) per product-day, from the aggregates of the
 * same group: the average of value ÷ average is 1, so the sum is 100 × the count, the extremes min or
 * max ÷ average.
 */
function productDayIndexColumns(code: MetricCode): string[] {
  const m = prefix(code);
  const base = `(${metricSql[metricSql[code].indexOf as MetricCode].value})`;
  const average = `nullif(avg(${base}), 0)`;
  return [
    `(CASE WHEN ${average} IS NULL THEN 0 ELSE count(${base}) END)::INTEGER AS ${m}_n`,
    `(CASE WHEN ${average} IS NULL THEN NULL ELSE count(${base}) * 100.0 END)::DOUBLE AS ${m}_s`,
    `(min(${base}) * 100.0 / ${average})::DOUBLE AS ${m}_lo`,
    `(max(${base}) * 100.0 / ${average})::DOUBLE AS ${m}_hi`,
  ];
}

/** An index value per observation, against its product-day's average in `fact_product_daily pd`. */
const observationIndex = (code: MetricCode) => {
  const of = metricSql[code].indexOf as MetricCode;
  return `(${metricSql[of].value}) * 100.0 / nullif(pd.${prefix(of)}_s / nullif(pd.${prefix(of)}_n, 0), 0)`;
};

/** The aggregate columns over `fact_daily f`, grouped by customer, entity, day and currency (index values come as `<metric>_v`). */
function aggregateColumns(metrics: readonly MetricCode[], table: DayRollupTable): string[] {
  return metrics.flatMap((code) => {
    const metric = metricSql[code];
    const m = prefix(code);
    if (overWindow(code) && table === 'fact_product_daily') return productDayIndexColumns(code);
    const v = overWindow(code) ? `f.${m}_v` : `(${metric.value})`;
    if (metric.level === 'weighted') {
      return [
        `count(${v})::INTEGER AS ${m}_n`,
        `sum(${v} * ${metric.weight})::DOUBLE AS ${m}_s`,
        `(sum(${metric.weight}) FILTER (WHERE ${v} IS NOT NULL))::DOUBLE AS ${m}_w`,
      ];
    }
    const extremes = metric.flag ? [] : [`min(${v})::DOUBLE AS ${m}_lo`, `max(${v})::DOUBLE AS ${m}_hi`];
    return [`count(${v})::INTEGER AS ${m}_n`, `sum(${v})::DOUBLE AS ${m}_s`, ...extremes];
  });
}

/** Per-pair metrics over `fact_daily f`: the sum of `v`, or its last reading and that reading's day. */
function pairColumns(dialect: FactDialect): string[] {
  return pairRollupMetrics.flatMap((code) => {
    const metric = metricSql[code];
    const m = prefix(code);
    const v = `(${metric.value})`;
    if (metric.level === 'pairSum') return [`sum(${v})::DOUBLE AS ${m}_ps`];
    // A CASE, not a FILTER: ClickHouse's max of no dates is 1970-01-01, of no non-null dates NULL.
    return [
      `(${dialect.lastValue(v, 'f.day')})::DOUBLE AS ${m}_pl`,
      `max(CASE WHEN ${v} IS NOT NULL THEN f.day END) AS ${m}_pd`,
    ];
  });
}

/** The same columns re-aggregated from product-days: counts and sums add up, extremes of extremes. */
function reaggregatedColumns(metrics: readonly MetricCode[]): string[] {
  return metrics.flatMap((code) => {
    const m = prefix(code);
    if (metricSql[code].level === 'weighted')
      return [`sum(f.${m}_n)::INTEGER AS ${m}_n`, `sum(f.${m}_s)::DOUBLE AS ${m}_s`, `sum(f.${m}_w)::DOUBLE AS ${m}_w`];
    const extremes = metricSql[code].flag
      ? []
      : [`min(f.${m}_lo)::DOUBLE AS ${m}_lo`, `max(f.${m}_hi)::DOUBLE AS ${m}_hi`];
    return [`sum(f.${m}_n)::INTEGER AS ${m}_n`, `sum(f.${m}_s)::DOUBLE AS ${m}_s`, ...extremes];
  });
}

/**
 * SELECT that computes a day rollup (add WHERE conditions over `f.customer_id` and `f.day` with `where`):
 * from `fact_daily f`, or for product-months and product-weeks from the product-days, which must be built first.
 * `lowestCompetitor` adds the lowest-competitor index columns (with the price index among the metrics; off for the
 * schema steps written before those columns existed), in the store's `dialect`.
 */
export function dayRollupSelect(
  table: DayRollupTable,
  where = 'TRUE',
  metrics: readonly MetricCode[] = dayRollupMetrics,
  { lowestCompetitor = true, dialect = duckdbDialect }: { lowestCompetitor?: boolean; dialect?: FactDialect } = {},
): string {
  const entity = entityOf[table].map((column) => `f.${column}`).join(', ');
  const bucket = bucketOf(table);
  const day = bucket ? dialect.dateBucket(bucket, 'f.day') : 'f.day';
  const fromProductDays = table === 'fact_product_monthly' || table === 'fact_product_weekly';
  const withLowest = lowestCompetitor && metrics.includes(lowestCompetitorMetric);
  const columns = [
    ...(fromProductDays
      ? reaggregatedColumns(metrics)
      : [...aggregateColumns(metrics, table), ...(table === 'fact_pair_weekly' ? pairColumns(dialect) : [])]),
    ...(withLowest ? lowestCompetitorColumns(fromProductDays) : []),
  ];
  // Index values per observation against the product-days (built first): a join costs about half the window.
  const indexed = table === 'fact_retailer_daily' || table === 'fact_pair_weekly' ? metrics.filter(overWindow) : [];
  const values = [
    ...indexed.map((code) => `(${observationIndex(code)})::DOUBLE AS ${prefix(code)}_v`),
    ...(withLowest ? [`(${lowestCompetitorValue})::DOUBLE AS ${LOWEST_COMPETITOR_COLUMNS}_v`] : []),
  ];
  const joins = [
    ...(indexed.length > 0
      ? [
          `LEFT JOIN (SELECT * FROM fact_product_daily f WHERE ${where}) pd ON pd.customer_id = f.customer_id AND pd.product_id = f.product_id AND pd.day = f.day AND pd.currency IS NOT DISTINCT FROM f.currency`,
        ]
      : []),
    ...(withLowest ? [lowestCompetitorJoin(where, dialect)] : []),
  ];
  const source = fromProductDays
    ? `fact_product_daily f WHERE ${where}`
    : values.length > 0
      ? `(SELECT f.*, ${values.join(', ')} FROM fact_daily f
          ${joins.join('\n          ')}
          WHERE ${where}) f`
      : `fact_daily f WHERE ${where}`;
  // Keys named, so every engine names the stored columns alike.
  const named = entityOf[table].map((column) => `f.${column} AS ${column}`).join(', ');
  return `SELECT f.customer_id AS customer_id, ${named}, ${day} AS day, f.currency AS currency, ${columns.join(', ')}
    FROM ${source}
    GROUP BY ALL
    ORDER BY f.customer_id, day, ${entity}`;
}

/**
 * Every day rollup emptied and built again for the customers whose day rollups are complete, in build order
 * (statements of a fact-schema step; `lowestCompetitor` as in dayRollupSelect).
 */
export const readyDayRollupsRebuilt = (options: { lowestCompetitor: boolean }): string[] =>
  dayRollupTables.flatMap((table) => [
    `DELETE FROM ${table};`,
    `INSERT INTO ${table} BY NAME ${dayRollupSelect(table, `f.customer_id IN (SELECT customer_id FROM ${DAY_ROLLUPS_READY})`, dayRollupMetrics, options)};`,
  ]);

/**
 * UPDATE of one metric's columns in a day rollup from the table it is built from (add WHERE conditions over
 * `f.customer_id` and `f.day` with `where`), the other columns left as they are: a changed formula (a DCC
 * version applied) rewrites a few columns instead of whole rows. Build order as for `dayRollupSelect`.
 */
export function dayRollupColumnsUpdate(table: DayRollupTable, code: MetricCode, where: string): string {
  const columns = storedColumns(code);
  const keys = ['customer_id', ...entityOf[table], 'day'].map((column) => `t.${column} = x.${column}`);
  return `UPDATE ${table} AS t SET ${columns.map((column) => `${column} = x.${column}`).join(', ')}
    FROM (${dayRollupSelect(table, where, [code], { lowestCompetitor: false })}) AS x
    WHERE ${keys.join(' AND ')} AND t.currency IS NOT DISTINCT FROM x.currency`;
}

/** The columns a metric adds to each rollup, with their types (for steps that add a metric to stored rollups). */
export function rollupColumnTypes(code: MetricCode): [string, string][] {
  return storedColumns(code).map((column) => [
    column,
    column.endsWith('_n') ? 'INTEGER' : column.endsWith('_pd') ? 'DATE' : 'DOUBLE',
  ]);
}

/** The rollup columns one metric reads, as stored in the day and week tables (under `m`, its own prefix unless said). */
function storedColumns(code: MetricCode, m = prefix(code)): string[] {
  const metric = metricSql[code];
  if (metric.level === 'pairSum') return [`${m}_ps`];
  if (metric.level === 'pairLast') return [`${m}_pl`, `${m}_pd`];
  if (metric.level === 'weighted') return [`${m}_n`, `${m}_s`, `${m}_w`];
  return metric.flag ? [`${m}_n`, `${m}_s`] : [`${m}_n`, `${m}_s`, `${m}_lo`, `${m}_hi`];
}

/** The same columns for one observation of `fact_daily f`, so observations and rollup rows add up alike. */
function observationColumns(code: MetricCode): string[] {
  const metric = metricSql[code];
  const m = prefix(code);
  const v = `(${metric.value})`;
  if (metric.level === 'pairSum') return [`${v}::DOUBLE AS ${m}_ps`];
  if (metric.level === 'pairLast')
    return [`${v}::DOUBLE AS ${m}_pl`, `CASE WHEN ${v} IS NOT NULL THEN f.day END AS ${m}_pd`];
  const n = `(${v} IS NOT NULL)::INTEGER AS ${m}_n`;
  if (metric.level === 'weighted')
    return [
      n,
      `(${v} * ${metric.weight})::DOUBLE AS ${m}_s`,
      `(CASE WHEN ${v} IS NOT NULL THEN ${metric.weight} END)::DOUBLE AS ${m}_w`,
    ];
  return [n, `${v}::DOUBLE AS ${m}_s`, ...(metric.flag ? [] : [`${v}::DOUBLE AS ${m}_lo`, `${v}::DOUBLE AS ${m}_hi`])];
}

/** The whole ISO weeks (Monday to Sunday) inside a range, as the first and the last Monday; null when there is none. */
export function wholeWeeksOf(dateFrom: string, dateTo: string): { firstMonday: string; lastMonday: string } | null {
  const from = calendarDay(dateFrom);
  const to = calendarDay(dateTo);
  const firstMonday = from.weekday === 1 ? from.epochDay : from.epochDay + 8 - from.weekday;
  const lastMonday = (to.weekday === 7 ? to.epochDay : to.epochDay - to.weekday) - 6;
  if (firstMonday > lastMonday) return null;
  return { firstMonday: isoDateOfEpochDay(firstMonday), lastMonday: isoDateOfEpochDay(lastMonday) };
}

/**
 * A weekly rollup joined with the finer rows of the days outside its whole weeks (`finer`, chosen by
 * factTablePlan), as one row source with the rollup's columns for `metric`. The parameters are SQL placeholders.
 */
export function weeklySource(
  table: WeekRollupTable,
  finer: 'fact_product_daily' | 'fact_daily',
  metric: MetricCode,
  p: { customer: string; from: string; to: string; firstMonday: string; lastMonday: string },
  columns = prefix(metric),
): string {
  const entity = entityOf[table].join(', ');
  const qualified = entityOf[table].map((column) => `f.${column}`).join(', ');
  const stored = storedColumns(metric, columns).join(', ');
  // The observations' own columns exist for a metric's own prefix only (the lowest-competitor index is read from product-days).
  if (finer === 'fact_daily' && columns !== prefix(metric))
    throw new Error(`${columns} is not read from ${table} with days from ${finer}`);
  const finerColumns = finer === 'fact_daily' ? observationColumns(metric).join(', ') : stored;
  // The days before and after the whole weeks as two plain ranges, so each reads only its row groups.
  const finerDays = (
    from: string,
    to: string,
  ) => `SELECT f.customer_id, ${qualified}, f.day, f.currency, ${finerColumns} FROM ${finer} f
      WHERE f.customer_id = ${p.customer}::INTEGER AND f.day BETWEEN ${from} AND ${to}`;
  return `(SELECT customer_id, ${entity}, day, currency, ${stored} FROM ${table}
      WHERE customer_id = ${p.customer}::INTEGER AND day BETWEEN ${p.firstMonday}::DATE AND ${p.lastMonday}::DATE
    UNION ALL ${finerDays(`${p.from}::DATE`, `${p.firstMonday}::DATE - 1`)}
    UNION ALL ${finerDays(`${p.lastMonday}::DATE + 7`, `${p.to}::DATE`)})`;
}

/** Per-pair value over rollup rows `f` of `fact_pair_weekly` (or its weekly source), for the per-pair metrics. */
export function pairRollupValue(code: MetricCode, dialect: FactDialect = duckdbDialect): string | null {
  if (!pairRollupMetrics.includes(code)) return null;
  const m = `f.${prefix(code)}`;
  return metricSql[code].level === 'pairSum' ? `sum(${m}_ps)` : dialect.lastValue(`${m}_pl`, `${m}_pd`);
}

/** Aggregate over day-rollup rows `f` for a metric, and the count of values behind it; null when not served. */
export function dayRollupAggregate(
  code: MetricCode,
  aggregation: AggregationFunction,
  columns = prefix(code),
): { value: string; count: string } | null {
  if (!dayRollupMetrics.includes(code)) return null;
  const metric = metricSql[code];
  const m = `f.${columns}`;
  const count = `sum(${m}_n)`;
  if (metric.level === 'weighted') return { value: `sum(${m}_s) / nullif(sum(${m}_w), 0)`, count };
  const scale = metric.flag ? ' * 100.0' : '';
  const value = {
    AVG: `sum(${m}_s) / nullif(${count}, 0)${scale}`,
    SUM: `CASE WHEN ${count} > 0 THEN sum(${m}_s) END`,
    // A 0/1 flag needs no stored extremes: its minimum is 1 only when every value is, its maximum when any is.
    MIN: metric.flag
      ? `CASE WHEN ${count} > 0 THEN (CASE WHEN sum(${m}_s) = ${count} THEN 1 ELSE 0 END) END${scale}`
      : `min(${m}_lo)${scale}`,
    MAX: metric.flag
      ? `CASE WHEN ${count} > 0 THEN (CASE WHEN sum(${m}_s) > 0 THEN 1 ELSE 0 END) END${scale}`
      : `max(${m}_hi)${scale}`,
    COUNT: `${count}::DOUBLE`,
  }[aggregation];
  return { value, count };
}

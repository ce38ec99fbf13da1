import type { IsoDate } from '@shelfsight/contracts';
import {
  dayRollupAggregate,
  type DayRollupTable,
  LOWEST_COMPETITOR_COLUMNS,
  overWindow,
  pairRollupMetrics,
  rollupColumnsOf,
  type WeekRollupTable,
  wholeWeeksOf,
} from './dayRollups';
import { calendarDay } from './isoCalendar';
import { metricSql, type MetricSource } from './metricSql';
import { type GroupKey, type MetricQuery, otherPriceIndexReference } from './queryTypes';

/*
 * Which table answers a metric query, in one place: a day rollup (per retailer, product or pair, by day,
 * week or month), the monthly rollup of the observations, or the observations themselves, and what to
 * read when the first choice holds nothing. Every choice answers with the same numbers (the engine's
 * correctness tests compare them); `factTablePlan` returns the choice and buildMetricSql only reads it.
 */

/** The observation table of each metric source. */
const observationTableOf = {
  daily: 'fact_daily',
  search: 'fact_search_results',
  category: 'fact_category_listings',
} as const satisfies Record<MetricSource, string>;

/** The finer table a weekly rollup takes the days outside its whole weeks from. */
const partialWeeksFromOf: Record<WeekRollupTable, 'fact_product_daily' | 'fact_daily'> = {
  fact_product_weekly: 'fact_product_daily',
  fact_pair_weekly: 'fact_daily',
};

/** The time bucket of one row of a table. */
export type FactGrain = 'day' | 'week' | 'month';

/**
 * One table a metric query can read, and when the next read of the plan answers instead: `empty` when
 * this one yields no rows (a customer's day rollups hold none until they hold all its facts), `notLoaded`
 * when the monthly rollup lacks the range's first month (checked before reading), `never` for the facts.
 */
export type FactRead =
  | {
      kind: 'observations';
      table: (typeof observationTableOf)[MetricSource];
      grain: 'day';
      fallBackWhen: 'never';
    }
  | { kind: 'monthlyRollup'; table: 'fact_daily_monthly'; grain: 'month'; fallBackWhen: 'notLoaded'; month: IsoDate }
  | {
      kind: 'dayRollup';
      table: DayRollupTable;
      grain: FactGrain;
      fallBackWhen: 'empty';
      /** For the weekly rollups: the whole weeks they answer, and the table the days around them come from. */
      weeks: {
        firstMonday: IsoDate;
        lastMonday: IsoDate;
        partialWeeksFrom: 'fact_product_daily' | 'fact_daily';
      } | null;
    };

/** What a metric query reads: its date bounds, and the tables in the order they are tried. */
export interface FactTablePlan {
  dateFrom: IsoDate;
  dateTo: IsoDate;
  /** The first choice, then its fallbacks; the observations always come last. */
  reads: FactRead[];
}

/** The tables a query can be asked to read (the engine's tests read each one to compare their numbers). */
export type FactSource = 'observations' | 'monthlyRollup' | DayRollupTable;

/** The rollup holds whole months only; it is used from two whole months on, where it saves most. */
const MIN_ROLLUP_DAYS = 56;

function coversWholeMonths(dateFrom: string, dateTo: string): boolean {
  const from = calendarDay(dateFrom);
  const to = calendarDay(dateTo);
  return from.day === 1 && to.day === to.daysInMonth && to.epochDay - from.epochDay + 1 >= MIN_ROLLUP_DAYS;
}

/** Whether `fact_daily_monthly` answers this query with the same numbers as `fact_daily`. */
export function rollupApplies(query: MetricQuery): boolean {
  if (query.useRollup === false) return false;
  const metric = metricSql[query.metric];
  if (metric.source !== 'daily') return false;
  if (!(metric.rollupPair || metric.rollup?.[query.aggregation])) return false;
  if (query.scope.sellerIds) return false;
  if (
    query.groupBy.some((key) =>
      'date' in key ? key.date === 'DAY' || key.date === 'WEEK' : key.dimension === 'SELLER',
    )
  )
    return false;
  return coversWholeMonths(query.dateFrom, query.dateTo);
}

const RETAILER_KEYS = new Set<string>(['RETAILER', 'COUNTRY']);
const PRODUCT_KEYS = new Set<string>(['PRODUCT', 'BRAND', 'BRAND_TYPE', 'TAG']);
const PAIR_KEYS = new Set<string>([...RETAILER_KEYS, ...PRODUCT_KEYS]);
const splitsWithin = (groupBy: GroupKey[], allowed: Set<string>) =>
  groupBy.every((key) => 'date' in key || allowed.has(key.dimension));

/** A price index reference other than the market average that the rollups keep too (LOWEST_COMPETITOR_COLUMNS). */
const rolledUpReference = (query: MetricQuery) =>
  otherPriceIndexReference(query) && rollupColumnsOf(query) === LOWEST_COMPETITOR_COLUMNS;

/** The agreed assortment or the product selection keeps some pairs only: the pair table or observations answer. */
const narrowsPairs = (scope: MetricQuery['scope']) => scope.pairKeys !== null || scope.excludedPairKeys !== null;

/**
 * The day rollup that answers this query with the same numbers as `fact_daily`: per retailer when
 * nothing narrows or splits by product, per product when nothing narrows or splits by retailer (per
 * product and month for whole months without day or week points, per product and week where the range
 * holds a whole week and points are weekly or none), else per pair and week (also the per-pair metrics
 * and the agreed assortment). Sellers need the observations.
 */
export function dayRollupFor(query: MetricQuery): DayRollupTable | null {
  if (query.useRollup === false || query.scope.sellerIds) return null;
  // A window value was rolled up with every retailer of the day in view, against the market average and the
  // lowest competitor (the latter not in the pair-weeks, whose edge days come from the observations).
  if (
    overWindow(query.metric) &&
    (query.scope.retailerIds ||
      narrowsPairs(query.scope) ||
      (otherPriceIndexReference(query) && !rolledUpReference(query)))
  )
    return null;
  const served = dayRollupAggregate(query.metric, query.aggregation) !== null;
  if (!served && !pairRollupMetrics.includes(query.metric)) return null;
  const { scope } = query;
  const dates = query.groupBy.flatMap((key) => ('date' in key ? [key.date] : []));
  const weekly = dates.every((grouping) => grouping === 'WEEK') && wholeWeeksOf(query.dateFrom, query.dateTo) !== null;
  if (served && !narrowsPairs(scope)) {
    if (!scope.productIds && splitsWithin(query.groupBy, RETAILER_KEYS)) return 'fact_retailer_daily';
    if (!scope.retailerIds && splitsWithin(query.groupBy, PRODUCT_KEYS)) {
      const from = calendarDay(query.dateFrom);
      const to = calendarDay(query.dateTo);
      if (
        dates.every((grouping) => grouping !== 'DAY' && grouping !== 'WEEK') &&
        from.day === 1 &&
        to.day === to.daysInMonth
      )
        return 'fact_product_monthly';
      return weekly ? 'fact_product_weekly' : 'fact_product_daily';
    }
  }
  // The days around a range's whole pair-weeks come from the observations, which hold no lowest-competitor index.
  if (rolledUpReference(query)) return null;
  return weekly && splitsWithin(query.groupBy, PAIR_KEYS) ? 'fact_pair_weekly' : null;
}

/**
 * The day rollup to read first, if any. Whole months of pairs read fewer rows from the monthly rollup
 * than from product-days or pair-weeks, so those go to the monthly rollup instead.
 */
function dayRollupToRead(query: MetricQuery): DayRollupTable | null {
  const dayTable = dayRollupFor(query);
  if (!dayTable) return null;
  return rollupApplies(query) && (dayTable === 'fact_product_daily' || dayTable === 'fact_pair_weekly')
    ? null
    : dayTable;
}

const grainOf: Record<DayRollupTable, FactGrain> = {
  fact_retailer_daily: 'day',
  fact_product_daily: 'day',
  fact_product_monthly: 'month',
  fact_product_weekly: 'week',
  fact_pair_weekly: 'week',
};

/** How to read `source` for this query (whether it answers the query is the plan's business). */
export function factRead(query: MetricQuery, source: FactSource): FactRead {
  if (source === 'observations') {
    const table = observationTableOf[metricSql[query.metric].source];
    return { kind: 'observations', table, grain: 'day', fallBackWhen: 'never' };
  }
  if (source === 'monthlyRollup')
    return {
      kind: 'monthlyRollup',
      table: 'fact_daily_monthly',
      grain: 'month',
      fallBackWhen: 'notLoaded',
      month: query.dateFrom,
    };
  let weeks = null;
  if (source === 'fact_product_weekly' || source === 'fact_pair_weekly') {
    const whole = wholeWeeksOf(query.dateFrom, query.dateTo);
    if (!whole) throw new Error(`${query.dateFrom}–${query.dateTo} holds no whole week for ${source}`);
    weeks = { ...whole, partialWeeksFrom: partialWeeksFromOf[source] };
  }
  return { kind: 'dayRollup', table: source, grain: grainOf[source], fallBackWhen: 'empty', weeks };
}

/**
 * The plan of a metric query: the day rollup that answers it, if any; then the monthly rollup where it
 * applies; then the observations.
 */
export function factTablePlan(query: MetricQuery): FactTablePlan {
  const dayTable = dayRollupToRead(query);
  const sources: FactSource[] = [
    ...(dayTable ? [dayTable] : []),
    ...(rollupApplies(query) ? (['monthlyRollup'] as const) : []),
    'observations',
  ];
  return { dateFrom: query.dateFrom, dateTo: query.dateTo, reads: sources.map((source) => factRead(query, source)) };
}

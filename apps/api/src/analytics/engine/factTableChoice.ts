import { daysInRange, parseIsoDate } from '@shelfsight/contracts';
import { dayRollupAggregate, type DayRollupTable, overWindow, pairRollupMetrics, wholeWeeksOf } from './dayRollups';
import { metricSql } from './metricSql';
import { type GroupKey, type MetricQuery, otherPriceIndexReference } from './queryTypes';

/*
 * Which table a metric query reads: a day rollup (per retailer, product or pair, by day, week or month),
 * the monthly rollup of the observations, or the observations (`fact_daily`) themselves. Every choice
 * answers with the same numbers; runMetricQuery reads what is chosen here, and when a day rollup holds
 * no rows it reads the monthly rollup (if loaded for the range) or the observations.
 */

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

/**
 * The day rollup that answers this query with the same numbers as `fact_daily`: per retailer when
 * nothing narrows or splits by product, per product when nothing narrows or splits by retailer (per
 * product and month for whole months without day or week points, per product and week where the range
 * holds a whole week and points are weekly or none), else per pair and week (also the per-pair metrics
 * and the agreed assortment). Sellers need the observations.
 */
export function dayRollupFor(query: MetricQuery): DayRollupTable | null {
  if (query.useRollup === false || query.scope.sellerIds) return null;
  // A window value was rolled up with every retailer of the day in view, and against the market average.
  if (overWindow(query.metric) && (query.scope.retailerIds || query.scope.pairKeys || otherPriceIndexReference(query)))
    return null;
  const served = dayRollupAggregate(query.metric, query.aggregation) !== null;
  if (!served && !pairRollupMetrics.includes(query.metric)) return null;
  const { scope } = query;
  const dates = query.groupBy.flatMap((key) => ('date' in key ? [key.date] : []));
  const weekly = dates.every((grouping) => grouping === 'WEEK') && wholeWeeksOf(query.dateFrom, query.dateTo) !== null;
  if (served && !scope.pairKeys) {
    if (!scope.productIds && splitsWithin(query.groupBy, RETAILER_KEYS)) return 'fact_retailer_daily';
    if (!scope.retailerIds && splitsWithin(query.groupBy, PRODUCT_KEYS)) {
      const from = parseIsoDate(query.dateFrom);
      const to = parseIsoDate(query.dateTo);
      if (
        dates.every((grouping) => grouping !== 'DAY' && grouping !== 'WEEK') &&
        from.day === 1 &&
        to.day === to.daysInMonth
      )
        return 'fact_product_monthly';
      return weekly ? 'fact_product_weekly' : 'fact_product_daily';
    }
  }
  return weekly && splitsWithin(query.groupBy, PAIR_KEYS) ? 'fact_pair_weekly' : null;
}

/**
 * The day rollup to read first, if any. Whole months of pairs read fewer rows from the monthly rollup
 * than from product-days or pair-weeks, so those go to the monthly rollup instead.
 */
export function dayRollupToRead(query: MetricQuery): DayRollupTable | null {
  const dayTable = dayRollupFor(query);
  if (!dayTable) return null;
  return rollupApplies(query) && (dayTable === 'fact_product_daily' || dayTable === 'fact_pair_weekly')
    ? null
    : dayTable;
}

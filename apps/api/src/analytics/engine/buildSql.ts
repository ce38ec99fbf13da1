import type { DateGrouping } from '@shelfsight/contracts';
import {
  DAY_ROLLUPS_READY,
  dayRollupAggregate,
  isWeekRollup,
  pairRollupValue,
  rollupColumnsOf,
  weeklySource,
} from './dayRollups';
import { duckdbDialect, type FactDialect, FactParams } from '../factStore/factDialect';
import type { FactRead } from './factTablePlan';
import { aggregateSql, metricSql, type MetricSql, priceIndexSql } from './metricSql';
import {
  type FactScope,
  type GroupKey,
  type MetricQuery,
  otherPriceIndexReference,
  PAIR_KEY_FACTOR,
} from './queryTypes';

export interface BuiltSql {
  sql: string;
  /** Bound as the dialect's client takes them. */
  params: unknown[];
  /** The table it reads, as planned. */
  read: FactRead;
}

const dayColumn = (rollup: boolean) => (rollup ? 'f.month' : 'f.day');

/** Bucket start of a date grouping as a DATE; ISO weeks start on Monday. */
export function dateBucketSql(grouping: DateGrouping, column: string, dialect: FactDialect = duckdbDialect): string {
  const unit = ({ DAY: null, WEEK: 'week', MONTHNUM: 'month', YEAR: 'year', YEARSHORT: 'year' } as const)[grouping];
  return unit ? dialect.dateBucket(unit, column) : column;
}

function keySql(key: GroupKey, index: number, rollup: boolean, dialect: FactDialect): string {
  if ('date' in key) return dateBucketSql(key.date, dayColumn(rollup), dialect);
  switch (key.dimension) {
    case 'RETAILER':
      return 'f.retailer_id';
    case 'PRODUCT':
      return 'f.product_id';
    case 'SELLER':
      return 'f.buy_box_seller_id';
    case 'SEARCH_KEYWORD':
      return 'f.keyword_id';
    case 'CATEGORY_LISTING':
      return 'f.category_id';
    default:
      return `m${index}.key`;
  }
}

function scopeConditions(
  scope: FactScope,
  metric: MetricSql,
  params: FactParams,
  rollup: boolean,
  dialect: FactDialect,
): string[] {
  const conditions: string[] = [];
  const inList = (column: string, ids: readonly number[], big = false) =>
    ids.length === 0 ? 'FALSE' : dialect.inList(column, big ? params.bigList(ids) : params.list(ids));
  if (scope.retailerIds) conditions.push(inList('f.retailer_id', scope.retailerIds));
  if (scope.productIds) conditions.push(inList('f.product_id', scope.productIds));
  if (scope.pairKeys) {
    conditions.push(inList(`(f.retailer_id::BIGINT * ${PAIR_KEY_FACTOR} + f.product_id)`, scope.pairKeys, true));
  }
  if (scope.excludedPairKeys) {
    const key = `(f.retailer_id::BIGINT * ${PAIR_KEY_FACTOR} + f.product_id)`;
    conditions.push(dialect.notInList(key, params.bigList(scope.excludedPairKeys)));
  }
  if (scope.sellerIds && metric.source === 'daily' && !rollup)
    conditions.push(inList('f.buy_box_seller_id', scope.sellerIds));
  if (scope.keywordIds && metric.source === 'search') conditions.push(inList('f.keyword_id', scope.keywordIds));
  if (scope.categoryIds && metric.source === 'category') conditions.push(inList('f.category_id', scope.categoryIds));
  return conditions;
}

/** The joins that bring catalogue attributes (brand, brand type, country, tag) to the facts. */
function mappingJoins(query: MetricQuery, params: FactParams, dialect: FactDialect): string[] {
  return query.groupBy.flatMap((key, index) => {
    if ('date' in key) return [];
    const mapping = query.mappings[key.dimension];
    if (!mapping) return [];
    const table =
      mapping.ids.length === 0
        ? '(SELECT NULL::INTEGER AS id, NULL::INTEGER AS key WHERE FALSE)'
        : (mapping.table ?? dialect.pairs(params.list(mapping.ids), params.list(mapping.keys)));
    return [`JOIN ${table} m${index} ON m${index}.id = f.${mapping.on}`];
  });
}

/**
 * One parameterised statement for a metric query over the table `read` (one read of its factTablePlan)
 * in the fact store's dialect: an `obs` step with the per-observation value and the group keys, an
 * optional per-pair or per-keyword-day step, then the aggregation per group.
 */
export function buildMetricSql(query: MetricQuery, read: FactRead, dialect: FactDialect = duckdbDialect): BuiltSql {
  const metric = metricSql[query.metric];
  const rollup = read.kind === 'monthlyRollup';
  const dayRollup = read.kind === 'dayRollup' ? read.table : null;
  const params = new FactParams(dialect);
  const keys = query.groupBy.map((key, index) => `${keySql(key, index, rollup, dialect)} AS k${index}`);
  const keyNames = query.groupBy.map((_, index) => `k${index}`);
  const currency = metric.money ? 'f.currency' : 'NULL::VARCHAR';
  const day = dayColumn(rollup);
  const customer = params.add(query.customerId);
  const dateFrom = params.add(query.dateFrom);
  const dateTo = params.add(query.dateTo);
  let table: string = read.table;
  if (read.kind === 'dayRollup' && isWeekRollup(read.table)) {
    const { weeks } = read;
    if (!weeks) throw new Error(`${query.dateFrom}–${query.dateTo} holds no whole week for ${read.table}`);
    table = weeklySource(
      read.table,
      weeks.partialWeeksFrom,
      query.metric,
      {
        customer,
        from: dateFrom,
        to: dateTo,
        firstMonday: params.add(weeks.firstMonday),
        lastMonday: params.add(weeks.lastMonday),
      },
      rollupColumnsOf(query),
    );
  }
  const where = [
    `f.customer_id = ${customer}::INTEGER`,
    // A customer's day rollups are read only once they hold all its facts.
    ...(dayRollup ? [`EXISTS (SELECT 1 FROM ${DAY_ROLLUPS_READY} r WHERE r.customer_id = ${customer}::INTEGER)`] : []),
    `${day} BETWEEN ${dateFrom}::DATE AND ${dateTo}::DATE`,
    // Money is shown in its currency only; observations without one carry no price (a page not listed).
    ...(metric.money ? ['f.currency IS NOT NULL'] : []),
    ...scopeConditions(query.scope, metric, params, rollup, dialect),
  ];
  const joins = mappingJoins(query, params, dialect);
  // Rollups keep the lowest-competitor index itself; the observations join the reference prices.
  const reference =
    !dayRollup && otherPriceIndexReference(query) && query.priceIndexReference?.kind !== 'MARKET_AVERAGE'
      ? query.priceIndexReference
      : undefined;
  const priceIndex = reference
    ? priceIndexSql(
        reference,
        () => params.add(reference.kind === 'RETAILER' ? reference.retailerId : null),
        where,
        dialect,
      )
    : null;
  if (priceIndex) joins.push(priceIndex.join);
  const value = priceIndex?.value ?? metric.value;
  const from = `${table} f ${joins.join(' ')} WHERE ${where.join(' AND ')}`;
  const groupCols = [...keyNames, 'cur'];
  const groupList = groupCols.join(', ');

  if (dayRollup) {
    const perPair = dayRollup === 'fact_pair_weekly' ? pairRollupValue(query.metric, dialect) : null;
    if (perPair) return finish(overPairs(perPair));
    // No rows rather than one empty total when the rollup holds nothing here (the caller then reads the facts).
    const aggregate = dayRollupAggregate(query.metric, query.aggregation, rollupColumnsOf(query));
    if (!aggregate) throw new Error(`${query.metric} is not in the day rollups`);
    return finish(
      `SELECT ${[...keys, `${currency} AS cur`].join(', ')}, (${aggregate.value})::DOUBLE AS value, (${aggregate.count})::DOUBLE AS n FROM ${from} GROUP BY ALL HAVING count(*) > 0`,
    );
  }

  if (rollup) {
    if (metric.rollupPair) return finish(overPairs(metric.rollupPair));
    const aggregate = metric.rollup?.[query.aggregation];
    const count = metric.rollup?.COUNT ?? 'NULL';
    return finish(
      `SELECT ${[...keys, `${currency} AS cur`].join(', ')}, (${aggregate})::DOUBLE AS value, (${count})::DOUBLE AS n FROM ${from} GROUP BY ALL`,
    );
  }

  const entity = { daily: '', search: ', f.keyword_id AS kw', category: ', f.category_id AS kw' }[metric.source];
  const extra = metric.level === 'keywordDay' ? `${entity}, f.page_size AS ps` : entity;
  const weight = metric.weight ? `, ${metric.weight}::DOUBLE AS w` : '';
  const obs = `SELECT ${[...keys, `${currency} AS cur`].join(', ')}, f.retailer_id AS rid, f.product_id AS pid, f.day AS d${extra}, (${value}) AS v${weight} FROM ${from}`;

  switch (metric.level) {
    case 'observation': {
      // One SELECT, without the obs step: DuckDB then groups 3 M observations by retailer × brand type
      // in about two thirds of the CPU time (bench store, 30 days). A value over a window (price index)
      // cannot sit inside an aggregate and keeps the step.
      if (/\bOVER\b/i.test(value)) {
        return finish(
          `WITH obs AS (${obs}) SELECT ${groupList}, ${aggregateSql(query.aggregation, metric.flag ?? false)} AS value, count(v)::DOUBLE AS n FROM obs GROUP BY ${groupList}`,
        );
      }
      const v = `(${value})`;
      return finish(
        `SELECT ${[...keys, `${currency} AS cur`].join(', ')}, ${aggregateSql(query.aggregation, metric.flag ?? false, v)} AS value, count(${v})::DOUBLE AS n FROM ${from} GROUP BY ALL`,
      );
    }
    case 'weighted':
      return finish(
        `WITH obs AS (${obs}) SELECT ${groupList}, sum(v * w) / nullif(sum(w) FILTER (WHERE v IS NOT NULL), 0) AS value, count(v)::DOUBLE AS n FROM obs GROUP BY ${groupList}`,
      );
    case 'pairSum':
    case 'pairLast': {
      const perPair = metric.level === 'pairSum' ? 'sum(v)' : dialect.lastValue('v', 'd');
      const pairs = `SELECT ${groupList}, ${perPair} AS v FROM obs GROUP BY ${groupList}, rid, pid`;
      return finish(
        `WITH obs AS (${obs}), pairs AS (${pairs}) SELECT ${groupList}, ${aggregateSql(query.aggregation, false)} AS value, count(v)::DOUBLE AS n FROM pairs GROUP BY ${groupList}`,
      );
    }
    case 'keywordDay': {
      // Share of page 1 per keyword and day; the page size is the same for every row of one search.
      const searches = `SELECT ${groupList}, sum(v) * 100.0 / nullif(max(ps), 0) AS v FROM obs GROUP BY ${groupList}, rid, kw, d`;
      return finish(
        `WITH obs AS (${obs}), searches AS (${searches}) SELECT ${groupList}, avg(v) AS value, count(v)::DOUBLE AS n FROM searches GROUP BY ${groupList}`,
      );
    }
  }

  /** One value per product × retailer pair from rollup rows, then the aggregation over the pairs. */
  function overPairs(perPair: string): string {
    // Without money the currency is a constant: grouping 100,000 pairs by it as well cost a quarter more.
    const pairKeys = metric.money ? [...keys, `${currency} AS cur`] : keys;
    const pairs = `SELECT ${[...pairKeys, `${perPair} AS v`].join(', ')} FROM ${from} GROUP BY ${[...keyNames, ...(metric.money ? ['cur'] : []), 'f.retailer_id', 'f.product_id'].join(', ')}`;
    const outerKeys = metric.money ? groupList : [...keyNames, `${currency} AS cur`].join(', ');
    return `WITH pairs AS (${pairs}) SELECT ${outerKeys}, ${aggregateSql(query.aggregation, false)} AS value, count(v)::DOUBLE AS n FROM pairs GROUP BY ${groupList}`;
  }

  /** Date keys are grouped as DATE and written as YYYY-MM-DD only on the (few) result rows. */
  function finish(sql: string): BuiltSql {
    const dates = query.groupBy.map((key) => 'date' in key);
    if (!dates.some(Boolean)) return { sql, params: params.values, read };
    const columns = keyNames.map((name, index) => (dates[index] ? `${dialect.dateText(name)} AS ${name}` : name));
    return {
      sql: `SELECT ${[...columns, 'cur', 'value', 'n'].join(', ')} FROM (${sql}) q`,
      params: params.values,
      read,
    };
  }
}

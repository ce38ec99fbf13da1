import type { DuckDBConnection } from '@duckdb/node-api';
import {
  type AggregationFunction,
  type ChartValueFormat,
  dimensionById,
  dimensionByCode,
  type DimensionCode,
  type MetricDefinition,
  metricById,
  type PriceIndexReference,
  type ValueFormat,
  widgetQueryMessages,
} from '@shelfsight/contracts';
import type { Db } from '../../db/database';
import type { FactStore } from '../factStore/factStore';
import { catalogueMapping, dimensionLabels } from './catalogueLookups';
import { metricSql } from './metricSql';
import type { Period } from './period';
import type { CatalogueMapping, FactScope, GroupKey, MetricRow } from './queryTypes';
import { leastBusy, runMetricQuery } from './runMetricQuery';

/** A request's input is wrong in a way the user can fix: answered as 400 naming the field. */
export class EngineInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** Everything a widget query needs besides its definition, decided once per request. */
export interface EngineContext {
  db: Db;
  connection: DuckDBConnection;
  /** Connections metric queries may spread over (the store's readers); `connection` alone without them. */
  readers?: readonly [DuckDBConnection, ...DuckDBConnection[]];
  /** The fact store metric queries read when the facts are not DuckDB's (ClickHouse); before `readers`. */
  facts?: FactStore;
  customerId: number;
  scope: FactScope;
  period: Period;
  tagCategory: string | null;
  /** The widget's price index reference (customSettings); the market average when absent. */
  priceIndexReference?: PriceIndexReference;
  /** The <img> address of a product's thumbnail; without it answers carry no product images. */
  productImageUrl?: (productId: number) => string;
}

/** A product's image addresses for an answer: its thumbnail where the context can address one. */
export const productImageUrls = (context: EngineContext, productId: number): string[] =>
  context.productImageUrl ? [context.productImageUrl(productId)] : [];

export function requireMetric(id: number | null, field = 'metricId'): MetricDefinition {
  if (id === null) throw new EngineInputError(widgetQueryMessages.metricRequired, field);
  const metric = metricById(id);
  if (!metric) throw new EngineInputError(widgetQueryMessages.unknownMetric, field);
  return metric;
}

/** A dimension named by id, or by code or id in a string (sub dimensions). */
export function dimensionCode(value: number | string | null | undefined, field: string): DimensionCode | null {
  if (value === null || value === undefined || value === '') return null;
  const found =
    typeof value === 'number' || /^\d+$/.test(value)
      ? dimensionById(Number(value))
      : dimensionByCode(value.toUpperCase());
  if (!found) throw new EngineInputError(widgetQueryMessages.unknownDimension, field);
  return found.code;
}

/** Search keywords and category pages split only the metrics read from their own results. */
export function checkDimensionFits(metric: MetricDefinition, dimension: DimensionCode, field: string) {
  const source = metricSql[metric.code].source;
  const fits =
    (dimension !== 'SEARCH_KEYWORD' || source === 'search') &&
    (dimension !== 'CATEGORY_LISTING' || source === 'category') &&
    (dimension !== 'SELLER' || source === 'daily');
  if (!fits) throw new EngineInputError(widgetQueryMessages.dimensionNotForMetric, field);
}

export function effectiveAggregation(
  metric: MetricDefinition,
  requested: AggregationFunction | null | undefined,
): AggregationFunction {
  if (!metric.canBeAggregated) return metric.defaultAggregation;
  return requested ?? metric.defaultAggregation;
}

/** Flags counted with SUM or COUNT, and any COUNT, are plain numbers rather than the metric's format. */
function countsInstead(metric: MetricDefinition, aggregation: AggregationFunction) {
  return aggregation === 'COUNT' || (metricSql[metric.code].flag === true && aggregation === 'SUM');
}

export function chartFormat(
  metric: MetricDefinition,
  aggregation: AggregationFunction,
  currency: string | null,
): ChartValueFormat {
  if (countsInstead(metric, aggregation)) return { type: 'number' };
  if (metric.format === 'currency') return currency ? { type: 'currency', currencyCode: currency } : { type: 'number' };
  if (metric.format === 'percent' || metric.format === 'rank') return { type: metric.format };
  return metric.maxValue === undefined ? { type: 'number' } : { type: 'number', max: metric.maxValue };
}

export function tableFormat(metric: MetricDefinition, aggregation: AggregationFunction): ValueFormat {
  if (countsInstead(metric, aggregation)) return 'number';
  if (metric.format === 'currency' || metric.format === 'percent') return metric.format;
  return 'number';
}

export const itemKey = (dimension: DimensionCode, id: number | string | null) =>
  `${dimension.toLowerCase()}:${id ?? 'none'}`;

/** Runs one metric over the period (or the compare period) split by the given keys. */
export async function queryMetric(
  context: EngineContext,
  metric: MetricDefinition,
  aggregation: AggregationFunction,
  groupBy: GroupKey[],
  range: { dateFrom: string; dateTo: string } = context.period,
): Promise<MetricRow[]> {
  const mappings: Partial<Record<DimensionCode, CatalogueMapping>> = {};
  for (const key of groupBy) {
    if ('date' in key) continue;
    const mapping = await catalogueMapping(context.db, context.customerId, key.dimension, context.tagCategory);
    if (mapping) mappings[key.dimension] = mapping;
  }
  const reader = context.facts ?? (context.readers ? leastBusy(context.readers) : context.connection);
  return runMetricQuery(reader, {
    customerId: context.customerId,
    metric: metric.code,
    aggregation,
    groupBy,
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    scope: context.scope,
    mappings,
    ...(metric.code === 'PRICE_INDEX' && context.priceIndexReference
      ? { priceIndexReference: context.priceIndexReference }
      : {}),
  });
}

export async function labelsOf(context: EngineContext, dimension: DimensionCode, keys: (number | string | null)[]) {
  return dimensionLabels(
    context.db,
    context.customerId,
    dimension,
    keys.filter((key): key is number | string => key !== null),
  );
}

/** The currency most observations carry, for answers that can show one only. */
export function mainCurrency(rows: MetricRow[]): string | null {
  const totals = new Map<string, number>();
  for (const row of rows) if (row.currency) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.count);
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

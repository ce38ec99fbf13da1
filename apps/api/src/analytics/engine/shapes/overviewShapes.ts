import {
  dimensionByCode,
  type DimensionCode,
  type MetricDefinition,
  metricByCode,
  metricCatalogue,
  plainTextBlocks,
  trendAgainst,
  type WidgetDataAnswer,
  type WidgetQueryDefinition,
} from '@shelfsight/contracts';
import {
  checkDimensionFits,
  dimensionCode,
  EngineInputError,
  type EngineContext,
  effectiveAggregation,
  itemKey,
  labelsOf,
  mainCurrency,
  productImageUrls,
  queryMetric,
  requireMetric,
  tableFormat,
} from '../engineContext';
import { metricSql } from '../metricSql';
import type { GroupKey, MetricRow } from '../queryTypes';
import { attributeCells } from './attributeCells';
import { byBest } from './chartShapes';
import { meetsCondition } from './conditions';

type Answer<T extends WidgetDataAnswer['visualizationType']> = Extract<WidgetDataAnswer, { visualizationType: T }>;

function settings(context: EngineContext, definition: WidgetQueryDefinition) {
  return {
    dateFrom: context.period.dateFrom,
    dateTo: context.period.dateTo,
    compareDateFrom: context.period.compare?.dateFrom ?? null,
    compareDateTo: context.period.compare?.dateTo ?? null,
    aggregationFunction: definition.aggregationFunction,
  };
}

function widgetMetric(
  metric: MetricDefinition,
  aggregation: ReturnType<typeof effectiveAggregation>,
  rows: MetricRow[],
) {
  return {
    id: metric.id,
    name: metric.name,
    format: tableFormat(metric, aggregation),
    currency: metric.format === 'currency' ? mainCurrency(rows) : null,
    lowerIsBetter: !metric.higherIsBetter,
  };
}

type Split = Exclude<DimensionCode, 'DATE'>;

function splitDimension(
  metric: MetricDefinition,
  value: number | string | null,
  field: string,
  required: boolean,
): Split | null {
  const code = dimensionCode(value, field);
  if (!code || code === 'DATE') {
    if (required) throw new EngineInputError('Required for this widget type.', field);
    return null;
  }
  checkDimensionFits(metric, code, field);
  return code;
}

const ref = (dimension: DimensionCode) => ({
  id: dimensionByCode(dimension)?.id ?? 0,
  name: dimensionByCode(dimension)?.name ?? dimension,
});

export async function matrixAnswer(
  context: EngineContext,
  definition: WidgetQueryDefinition,
): Promise<Answer<'MATRIX_TABLE'>> {
  const metric = requireMetric(definition.metricId);
  const aggregation = effectiveAggregation(metric, definition.aggregationFunction);
  const horizontal = splitDimension(metric, definition.dimensionId, 'dimensionId', true) as Split;
  const vertical = splitDimension(metric, definition.verticalDimensionId, 'verticalDimensionId', true) as Split;
  const all = await queryMetric(context, metric, aggregation, [{ dimension: horizontal }, { dimension: vertical }]);
  const currency = mainCurrency(all);
  const rows = all.filter((row) => row.currency === currency);
  const [hLabels, vLabels] = await Promise.all([
    labelsOf(
      context,
      horizontal,
      rows.map((row) => row.keys[0] ?? null),
    ),
    labelsOf(
      context,
      vertical,
      rows.map((row) => row.keys[1] ?? null),
    ),
  ]);
  const columns = [...new Set(rows.map((row) => row.keys[0] ?? null))].map((key) => ({
    key: itemKey(horizontal, key),
    label: hLabels.get(key ?? '') ?? String(key),
  }));
  const matrix = new Map<string, { key: string; label: string; values: Record<string, number | null> }>();
  for (const row of rows) {
    const rowKey = itemKey(vertical, row.keys[1] ?? null);
    const entry = matrix.get(rowKey) ?? {
      key: rowKey,
      label: vLabels.get(row.keys[1] ?? '') ?? String(row.keys[1]),
      values: {},
    };
    entry.values[itemKey(horizontal, row.keys[0] ?? null)] = row.value;
    matrix.set(rowKey, entry);
  }
  return {
    visualizationType: 'MATRIX_TABLE',
    rawOutput: {
      metric: widgetMetric(metric, aggregation, rows),
      horizontalDimension: ref(horizontal),
      verticalDimension: ref(vertical),
      columns: columns.sort((a, b) => a.label.localeCompare(b.label)),
      rows: [...matrix.values()].sort((a, b) => a.label.localeCompare(b.label)),
      thresholds: [],
    },
    settingsUsed: settings(context, definition),
  };
}

/** The widget's metric, else its first column, else the first metric of its first column group. */
function overviewMetricId(definition: WidgetQueryDefinition): number | null {
  const groupId = definition.columnGroupIds[0];
  return (
    definition.metricId ??
    definition.columnIds[0] ??
    metricCatalogue.find((metric) => metric.metricGroupId === groupId)?.id ??
    null
  );
}

export async function performanceAnswer(
  context: EngineContext,
  definition: WidgetQueryDefinition,
): Promise<Answer<'PERFORMANCE_OVERVIEW'>> {
  const metric = requireMetric(overviewMetricId(definition));
  const aggregation = effectiveAggregation(metric, definition.aggregationFunction);
  const dimension = splitDimension(metric, definition.dimensionId, 'dimensionId', true) as Split;
  const sub = splitDimension(metric, definition.subDimensionKey, 'subDimensionKey', false);
  const groupBy: GroupKey[] = sub ? [{ dimension }, { dimension: sub }] : [{ dimension }];
  const compare = context.period.compare;
  // The period and the compare period, split and (with a sub dimension) in total, read side by side.
  const [rows, compareRows, totals, compareTotals] = await Promise.all([
    queryMetric(context, metric, aggregation, groupBy),
    compare ? queryMetric(context, metric, aggregation, groupBy, compare) : [],
    sub ? queryMetric(context, metric, aggregation, [{ dimension }]) : [],
    sub && compare ? queryMetric(context, metric, aggregation, [{ dimension }], compare) : [],
  ]);
  const keyOf = (row: MetricRow) => `${row.keys.join('|')}|${row.currency}`;
  const compareByKey = new Map(compareRows.map((row) => [keyOf(row), row.value]));
  const labels = await labelsOf(
    context,
    dimension,
    rows.map((row) => row.keys[0] ?? null),
  );
  const subLabels = sub
    ? await labelsOf(
        context,
        sub,
        rows.map((row) => row.keys[1] ?? null),
      )
    : new Map();
  const currency = mainCurrency(rows);
  // As the KPI widget: percent metrics change in percent points, others relative to the compare value.
  const percentPoints = tableFormat(metric, aggregation) === 'percent';
  const trendOf = (value: number | null, compareValue: number | null) =>
    trendAgainst(value, compareValue, percentPoints);
  const values = (row: MetricRow, label: string, key: string, product: boolean) => {
    const compareValue = compareByKey.get(keyOf(row)) ?? null;
    return {
      key,
      label,
      value: row.value,
      compareValue,
      trend: trendOf(row.value, compareValue),
      productDummyId: product ? Number(row.keys[product && sub === 'PRODUCT' ? 1 : 0]) : null,
    };
  };
  const items = new Map<string, ReturnType<typeof values> & { subRows: ReturnType<typeof values>[] }>();
  for (const row of rows.filter((candidate) => candidate.currency === currency)) {
    const key = itemKey(dimension, row.keys[0] ?? null);
    const label = labels.get(row.keys[0] ?? '') ?? String(row.keys[0]);
    if (!sub) {
      items.set(key, { ...values(row, label, key, dimension === 'PRODUCT'), subRows: [] });
      continue;
    }
    const item = items.get(key) ?? {
      key,
      label,
      value: null,
      compareValue: null,
      trend: null,
      productDummyId: dimension === 'PRODUCT' ? Number(row.keys[0]) : null,
      subRows: [],
    };
    item.subRows.push(
      values(
        row,
        subLabels.get(row.keys[1] ?? '') ?? String(row.keys[1]),
        itemKey(sub, row.keys[1] ?? null),
        sub === 'PRODUCT',
      ),
    );
    items.set(key, item);
  }
  if (sub) {
    // The item's own value is the metric over all its sub rows, not a mean of means.
    for (const total of totals.filter((row) => row.currency === currency)) {
      const item = items.get(itemKey(dimension, total.keys[0] ?? null));
      if (!item) continue;
      item.value = total.value;
      item.compareValue =
        compareTotals.find((row) => row.keys[0] === total.keys[0] && row.currency === currency)?.value ?? null;
      item.trend = trendOf(item.value, item.compareValue);
    }
  }
  return {
    visualizationType: 'PERFORMANCE_OVERVIEW',
    rawOutput: {
      metric: widgetMetric(metric, aggregation, rows),
      dimension: ref(dimension),
      subDimension: sub ? ref(sub) : null,
      items: [...items.values()].sort(byBest(metric.higherIsBetter)),
    },
    settingsUsed: settings(context, definition),
  };
}

/**
 * How a product overview ranks its products: -1 highest value first, 1 lowest first. A display condition that
 * keeps values below a bound ('< 100' on availability: products not always in stock) lists the lowest first,
 * one that keeps values above a bound the highest first: the products furthest past the bound, those the
 * widget is about, come first rather than the ones just past it. Without such a condition, the best first.
 */
export function productOrder(higherIsBetter: boolean, conditionOperator: string | null | undefined): 1 | -1 {
  if (conditionOperator === '<' || conditionOperator === '<=') return 1;
  if (conditionOperator === '>' || conditionOperator === '>=') return -1;
  return higherIsBetter ? -1 : 1;
}

/** The key figures every product card shows besides the widget's metric. */
const CARD_METRICS = ['AVAILABILITY', 'PRICE_SELL', 'REVIEW_SCORE'] as const;

export async function productOverviewAnswer(
  context: EngineContext,
  definition: WidgetQueryDefinition,
  limit: number,
): Promise<Answer<'PRODUCT_OVERVIEW'>> {
  const main = requireMetric(definition.metricId);
  const mainAggregation = effectiveAggregation(main, definition.aggregationFunction);
  const cards = CARD_METRICS.map((code) => metricByCode(code) as MetricDefinition).filter(
    (metric) => metric.id !== main.id,
  );
  // A money figure keeps the currency of most observations of all products, as the widget's metric does:
  // its totals need no ranking, so they are read beside the widget's metric.
  const totalsOf = new Map(
    cards
      .filter((metric) => metricSql[metric.code].money)
      .map((metric) => [metric.code, queryMetric(context, metric, effectiveAggregation(metric, null), [])]),
  );
  for (const totals of totalsOf.values()) totals.catch(() => undefined); // awaited below; not unhandled if the ranking fails first
  const mainRows = await queryMetric(context, main, mainAggregation, [{ dimension: 'PRODUCT' }]);
  const mainCurrencyCode = mainCurrency(mainRows);
  const mainByProduct = new Map(
    mainRows.filter((row) => row.currency === mainCurrencyCode).map((row) => [Number(row.keys[0]), row.value]),
  );
  const condition = definition.displayCondition;
  const ids = [...mainByProduct.keys()].filter(
    (id) => !condition || meetsCondition(mainByProduct.get(id) ?? null, condition.operator, String(condition.value)),
  );
  // Ties in id order as text (as byBest orders labels, by a plain comparison: 5,000 products).
  const direction = productOrder(main.higherIsBetter, condition?.operator);
  const ranked = ids
    .map((id) => ({ id, value: mainByProduct.get(id) ?? null, text: String(id) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value !== b.value) return a.value === null ? 1 : -1;
      } else if (a.value !== b.value) return (a.value - b.value) * direction;
      return a.text < b.text ? -1 : a.text > b.text ? 1 : 0;
    })
    .slice(0, limit);
  // Only the widget's metric ranks every product; the other key figures and the retailers listing each
  // product are read for the shown products, side by side.
  const shown = { ...context, scope: { ...context.scope, productIds: ranked.map((item) => item.id) } };
  const [coverage, ...cardResults] = await Promise.all([
    queryMetric(shown, metricByCode('PRODUCT_COVERAGE') as MetricDefinition, 'SUM', [
      { dimension: 'PRODUCT' },
      { dimension: 'RETAILER' },
    ]),
    ...cards.map(async (metric) => {
      const aggregation = effectiveAggregation(metric, null);
      const [rows, totals] = await Promise.all([
        queryMetric(shown, metric, aggregation, [{ dimension: 'PRODUCT' }]),
        totalsOf.get(metric.code) ?? Promise.resolve([]),
      ]);
      const currency = metricSql[metric.code].money ? mainCurrency(totals) : mainCurrency(rows);
      return {
        metric,
        aggregation,
        currency,
        byProduct: new Map(
          rows.filter((row) => row.currency === currency).map((row) => [Number(row.keys[0]), row.value]),
        ),
      };
    }),
  ]);
  const results = [
    { metric: main, aggregation: mainAggregation, currency: mainCurrencyCode, byProduct: mainByProduct },
    ...cardResults,
  ];
  const retailerCount = new Map<number, number>();
  for (const row of coverage)
    if ((row.value ?? 0) > 0) retailerCount.set(Number(row.keys[0]), (retailerCount.get(Number(row.keys[0])) ?? 0) + 1);
  const names = await labelsOf(
    context,
    'PRODUCT',
    ranked.map((item) => item.id),
  );
  const brandsOf = await attributeCells(
    context,
    'PRODUCT',
    ranked.map((item) => item.id),
  );
  return {
    visualizationType: 'PRODUCT_OVERVIEW',
    rawOutput: {
      products: ranked.map(({ id }) => ({
        productDummyId: id,
        name: names.get(id) ?? String(id),
        brand: brandsOf.get(id)?.BRAND_NAME ?? null,
        imageUrls: productImageUrls(context, id),
        retailerCount: retailerCount.get(id) ?? 0,
        metrics: results.map((result) => ({
          key: result.metric.code,
          name: result.metric.name,
          value: result.byProduct.get(id) ?? null,
          format: tableFormat(result.metric, result.aggregation),
          currency: result.metric.format === 'currency' ? result.currency : null,
          trend: null,
          lowerIsBetter: !result.metric.higherIsBetter,
        })),
      })),
      totalProducts: ids.length,
    },
    settingsUsed: settings(context, definition),
  };
}

export function textAnswer(definition: WidgetQueryDefinition): Answer<'TEXT'> {
  const text = definition.textFields;
  return {
    visualizationType: 'TEXT',
    rawOutput: { fields: text ? [{ key: 'text', title: text.title || null, blocks: plainTextBlocks(text.body) }] : [] },
    settingsUsed: {},
  };
}

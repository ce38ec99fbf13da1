import { dimensionByCode, type DimensionCode, type MetricDefinition, type WidgetDataAnswer, type WidgetQueryDefinition } from '@shelfsight/contracts';
import {
  chartFormat,
  checkDimensionFits,
  dimensionCode,
  EngineInputError,
  type EngineContext,
  effectiveAggregation,
  itemKey,
  labelsOf,
  mainCurrency,
  queryMetric,
  requireMetric,
} from '../engineContext';
import type { GroupKey, MetricRow } from '../queryTypes';

type Answer<T extends WidgetDataAnswer['visualizationType']> = Extract<WidgetDataAnswer, { visualizationType: T }>;

function settingsBase(context: EngineContext, metric: MetricDefinition, aggregation: ReturnType<typeof effectiveAggregation>, currency: string | null) {
  return {
    metricName: metric.name,
    valueFormat: chartFormat(metric, aggregation, currency),
    aggregationFunction: aggregation,
    dateFrom: context.period.dateFrom,
    dateTo: context.period.dateTo,
    compareDateFrom: context.period.compare?.dateFrom ?? null,
    compareDateTo: context.period.compare?.dateTo ?? null,
    higherIsBetter: metric.higherIsBetter,
  };
}

const sameCurrency = (rows: MetricRow[], currency: string | null) => rows.find((row) => row.currency === currency) ?? rows[0];

export async function kpiAnswer(context: EngineContext, definition: WidgetQueryDefinition): Promise<Answer<'KPI'>> {
  const metric = requireMetric(definition.metricId);
  const aggregation = effectiveAggregation(metric, definition.aggregationFunction);
  const rows = await queryMetric(context, metric, aggregation, []);
  const currency = mainCurrency(rows);
  const current = sameCurrency(rows, currency);
  const compare = context.period.compare ? sameCurrency(await queryMetric(context, metric, aggregation, [], context.period.compare), currency) : undefined;
  return {
    visualizationType: 'KPI',
    rawOutput: { value: current?.value ?? null, compareValue: context.period.compare ? (compare?.value ?? null) : null, observationCount: current?.count ?? 0 },
    settingsUsed: settingsBase(context, metric, aggregation, currency),
  };
}

/**
 * Keys and labels of a split answer; an item priced in several currencies gets one entry per currency.
 * Runs once per point (5,000 for a scatter of every product), so it builds no arrays per row.
 */
async function itemsOf(context: EngineContext, dimensions: DimensionCode[], rows: MetricRow[], offset: number) {
  const labels = await Promise.all(dimensions.map((dimension, index) => labelsOf(context, dimension, rows.map((row) => row.keys[index + offset] ?? null))));
  const itemOf = (row: MetricRow) => {
    let item = '';
    for (let index = 0; index < dimensions.length; index += 1) item += `${index > 0 ? '|' : ''}${row.keys[index + offset] ?? ''}`;
    return item;
  };
  const firstCurrency = new Map<string, string | null>();
  const severalCurrencies = new Set<string>();
  for (const row of rows) {
    const item = itemOf(row);
    const first = firstCurrency.get(item);
    if (first === undefined) firstCurrency.set(item, row.currency);
    else if (first !== row.currency) severalCurrencies.add(item);
  }
  return (row: MetricRow) => {
    let key = '';
    let label = '';
    dimensions.forEach((dimension, index) => {
      const id = row.keys[index + offset] ?? null;
      key += `${index > 0 ? '|' : ''}${itemKey(dimension, id)}`;
      label += `${index > 0 ? ' / ' : ''}${labels[index]?.get(id ?? '') ?? String(id ?? '—')}`;
    });
    const currency = row.currency && severalCurrencies.size > 0 && severalCurrencies.has(itemOf(row)) ? row.currency : null;
    return currency ? { key: `${key ? `${key}|` : ''}currency:${currency}`, label: `${label} (${currency})` } : { key, label };
  };
}

export async function lineAnswer(context: EngineContext, definition: WidgetQueryDefinition): Promise<Answer<'LINE'>> {
  const metric = requireMetric(definition.metricId);
  const aggregation = effectiveAggregation(metric, definition.aggregationFunction);
  const grouping = definition.dateAggregationLevel ?? 'DAY';
  const dimensions = [dimensionCode(definition.dimensionId, 'dimensionId'), dimensionCode(definition.subDimensionKey, 'subDimensionKey')]
    .filter((code): code is DimensionCode => code !== null && code !== 'DATE');
  dimensions.forEach((dimension, index) => checkDimensionFits(metric, dimension, index === 0 ? 'dimensionId' : 'subDimensionKey'));
  const groupBy: GroupKey[] = [{ date: grouping }, ...dimensions.map((dimension) => ({ dimension }) as GroupKey)];
  const rows = await queryMetric(context, metric, aggregation, groupBy);
  const items = await itemsOf(context, dimensions, rows, 1);
  // Without a dimension there is one line (one per currency for money in several currencies).
  const item = (row: MetricRow) => {
    const found = items(row);
    return dimensions.length > 0 ? found : { key: found.key || 'all', label: `${metric.name}${found.label}` };
  };
  const series = new Map<string, { seriesKey: string; label: string; points: { date: string; value: number | null }[] }>();
  const clickThroughs: Answer<'LINE'>['rawOutput']['clickThroughs'] = [];
  for (const row of rows) {
    const { key, label } = item(row);
    let entry = series.get(key);
    if (!entry) {
      entry = { seriesKey: key, label, points: [] };
      series.set(key, entry);
      const first = dimensions[0];
      if (first && dimensions.length === 1 && row.keys[1] !== null) clickThroughs.push({ seriesKey: key, dimension: first.toLowerCase(), entityId: row.keys[1] as number | string });
    }
    entry.points.push({ date: String(row.keys[0]), value: row.value });
  }
  const chartData = [...series.values()].sort((a, b) => a.label.localeCompare(b.label));
  chartData.forEach((entry) => entry.points.sort((a, b) => a.date.localeCompare(b.date)));
  return {
    visualizationType: 'LINE',
    rawOutput: { chartData, clickThroughs },
    settingsUsed: { ...settingsBase(context, metric, aggregation, mainCurrency(rows)), dateGrouping: grouping },
  };
}

/** Best first: highest values first, or lowest for metrics where lower is better; no data last. */
export function byBest<T extends { value: number | null; label: string }>(higherIsBetter: boolean) {
  return (a: T, b: T) => {
    if (a.value === null || b.value === null) return a.value === b.value ? a.label.localeCompare(b.label) : a.value === null ? 1 : -1;
    return (higherIsBetter ? b.value - a.value : a.value - b.value) || a.label.localeCompare(b.label);
  };
}

export async function barAnswer(context: EngineContext, definition: WidgetQueryDefinition): Promise<Answer<'HORIZONTAL_BAR'>> {
  const metric = requireMetric(definition.metricId);
  const aggregation = effectiveAggregation(metric, definition.aggregationFunction);
  const dimension = dimensionCode(definition.dimensionId, 'dimensionId');
  if (!dimension || dimension === 'DATE') throw new EngineInputError('This widget type needs a dimension.', 'dimensionId');
  checkDimensionFits(metric, dimension, 'dimensionId');
  const rows = await queryMetric(context, metric, aggregation, [{ dimension }]);
  const compareRows = context.period.compare ? await queryMetric(context, metric, aggregation, [{ dimension }], context.period.compare) : [];
  const item = await itemsOf(context, [dimension], rows, 0);
  const compareByKey = new Map(compareRows.map((row) => [`${row.keys[0]}|${row.currency}`, row.value]));
  const bars = rows.map((row) => ({
    ...item(row),
    value: row.value,
    compareValue: context.period.compare ? (compareByKey.get(`${row.keys[0]}|${row.currency}`) ?? null) : null,
  }));
  bars.sort(byBest(metric.higherIsBetter));
  return {
    visualizationType: 'HORIZONTAL_BAR',
    rawOutput: { bars },
    settingsUsed: { ...settingsBase(context, metric, aggregation, mainCurrency(rows)), dimensionName: dimensionByCode(dimension)?.name },
  };
}

export async function scatterAnswer(context: EngineContext, definition: WidgetQueryDefinition): Promise<Answer<'SCATTER'>> {
  const xMetric = requireMetric(definition.metricId);
  // The y axis: the first metric table field, else customSettings.yMetricId, else availability (price for availability).
  const yField = definition.tableFields.find((field) => field.fieldType === 'METRIC');
  const setting = definition.customSettings.yMetricId;
  const fallback = xMetric.code === 'AVAILABILITY' ? 8 : 2;
  const yMetric = requireMetric(yField?.fieldId ?? (typeof setting === 'number' ? setting : fallback), 'tableFields');
  const dimension = dimensionCode(definition.dimensionId, 'dimensionId') ?? 'PRODUCT';
  if (dimension === 'DATE') throw new EngineInputError('This widget type needs a dimension.', 'dimensionId');
  const xAggregation = effectiveAggregation(xMetric, definition.aggregationFunction);
  const yAggregation = effectiveAggregation(yMetric, yField?.aggregationType);
  const [xRows, yRows] = await Promise.all([queryMetric(context, xMetric, xAggregation, [{ dimension }]), queryMetric(context, yMetric, yAggregation, [{ dimension }])]);
  const item = await itemsOf(context, [dimension], xRows, 0);
  const yByKey = new Map(yRows.map((row) => [row.keys[0], row.value]));
  // A plain loop and literal: spreading the item into each of 5,000 points cost more than the rest.
  const points: Answer<'SCATTER'>['rawOutput']['series'][number]['points'] = [];
  for (const row of xRows) {
    const y = yByKey.get(row.keys[0]);
    if (row.value === null || y === null || y === undefined) continue;
    const { key, label } = item(row);
    points.push({ key, label, x: row.value, y });
  }
  return {
    visualizationType: 'SCATTER',
    rawOutput: { series: [{ seriesKey: 'all', label: `${xMetric.name} / ${yMetric.name}`, points }] },
    settingsUsed: {
      dateFrom: context.period.dateFrom,
      dateTo: context.period.dateTo,
      xAxis: { metricName: xMetric.name, valueFormat: chartFormat(xMetric, xAggregation, mainCurrency(xRows)) },
      yAxis: { metricName: yMetric.name, valueFormat: chartFormat(yMetric, yAggregation, mainCurrency(yRows)) },
    },
  };
}

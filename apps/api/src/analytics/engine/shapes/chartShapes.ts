import {
  dimensionByCode,
  type DimensionCode,
  type MetricDefinition,
  type WidgetDataAnswer,
  type WidgetQueryDefinition,
} from '@shelfsight/contracts';
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

/**
 * A scatter point's position to 4 decimals: tooltips show at most 2, and writing (and parsing) the
 * shortest exact form of 20,000 averages such as 3.0999999999999996 cost a third of a 10,000-point
 * answer's JSON time on both ends.
 */
const coordinate = (value: number) => Math.round(value * 1e4) / 1e4;

function settingsBase(
  context: EngineContext,
  metric: MetricDefinition,
  aggregation: ReturnType<typeof effectiveAggregation>,
  currency: string | null,
) {
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

export async function kpiAnswer(context: EngineContext, definition: WidgetQueryDefinition): Promise<Answer<'KPI'>> {
  const metric = requireMetric(definition.metricId);
  const aggregation = effectiveAggregation(metric, definition.aggregationFunction);
  const rows = await queryMetric(context, metric, aggregation, []);
  const currency = mainCurrency(rows);
  const current = rows.find((row) => row.currency === currency);
  // Only the value's own currency compares: a compare period priced in another one has no compare value.
  const compare = context.period.compare
    ? (await queryMetric(context, metric, aggregation, [], context.period.compare)).find(
        (row) => row.currency === currency,
      )
    : undefined;
  return {
    visualizationType: 'KPI',
    rawOutput: {
      value: current?.value ?? null,
      compareValue: context.period.compare ? (compare?.value ?? null) : null,
      observationCount: current?.count ?? 0,
    },
    settingsUsed: settingsBase(context, metric, aggregation, currency),
  };
}

/**
 * Keys and labels of a split answer; an item priced in several currencies gets one entry per currency.
 * Runs once per point (5,000 for a scatter of every product), so it builds no arrays per row.
 */
async function itemsOf(context: EngineContext, dimensions: DimensionCode[], rows: MetricRow[], offset: number) {
  const labels = await Promise.all(
    dimensions.map((dimension, index) =>
      labelsOf(
        context,
        dimension,
        rows.map((row) => row.keys[index + offset] ?? null),
      ),
    ),
  );
  const itemOf = (row: MetricRow) => {
    let item = '';
    for (let index = 0; index < dimensions.length; index += 1)
      item += `${index > 0 ? '|' : ''}${row.keys[index + offset] ?? ''}`;
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
    const currency =
      row.currency && severalCurrencies.size > 0 && severalCurrencies.has(itemOf(row)) ? row.currency : null;
    return currency
      ? { key: `${key ? `${key}|` : ''}currency:${currency}`, label: `${label} (${currency})` }
      : { key, label };
  };
}

export async function lineAnswer(context: EngineContext, definition: WidgetQueryDefinition): Promise<Answer<'LINE'>> {
  const metric = requireMetric(definition.metricId);
  const aggregation = effectiveAggregation(metric, definition.aggregationFunction);
  const grouping = definition.dateAggregationLevel ?? 'DAY';
  const dimensions = [
    dimensionCode(definition.dimensionId, 'dimensionId'),
    dimensionCode(definition.subDimensionKey, 'subDimensionKey'),
  ].filter((code): code is DimensionCode => code !== null && code !== 'DATE');
  dimensions.forEach((dimension, index) =>
    checkDimensionFits(metric, dimension, index === 0 ? 'dimensionId' : 'subDimensionKey'),
  );
  const groupBy: GroupKey[] = [{ date: grouping }, ...dimensions.map((dimension) => ({ dimension }) as GroupKey)];
  const rows = await queryMetric(context, metric, aggregation, groupBy);
  const items = await itemsOf(context, dimensions, rows, 1);
  // Without a dimension there is one line (one per currency for money in several currencies).
  const item = (row: MetricRow) => {
    const found = items(row);
    return dimensions.length > 0 ? found : { key: found.key || 'all', label: `${metric.name}${found.label}` };
  };
  const series = new Map<
    string,
    { seriesKey: string; label: string; points: { date: string; value: number | null }[] }
  >();
  const clickThroughs: Answer<'LINE'>['rawOutput']['clickThroughs'] = [];
  for (const row of rows) {
    const { key, label } = item(row);
    let entry = series.get(key);
    if (!entry) {
      entry = { seriesKey: key, label, points: [] };
      series.set(key, entry);
      const first = dimensions[0];
      if (first && dimensions.length === 1 && row.keys[1] !== null)
        clickThroughs.push({
          seriesKey: key,
          dimension: first.toLowerCase(),
          entityId: row.keys[1] as number | string,
        });
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
    if (a.value === null || b.value === null)
      return a.value === b.value ? a.label.localeCompare(b.label) : a.value === null ? 1 : -1;
    return (higherIsBetter ? b.value - a.value : a.value - b.value) || a.label.localeCompare(b.label);
  };
}

export async function barAnswer(
  context: EngineContext,
  definition: WidgetQueryDefinition,
): Promise<Answer<'HORIZONTAL_BAR'>> {
  const metric = requireMetric(definition.metricId);
  const aggregation = effectiveAggregation(metric, definition.aggregationFunction);
  const dimension = dimensionCode(definition.dimensionId, 'dimensionId');
  if (!dimension || dimension === 'DATE')
    throw new EngineInputError('This widget type needs a dimension.', 'dimensionId');
  checkDimensionFits(metric, dimension, 'dimensionId');
  const rows = await queryMetric(context, metric, aggregation, [{ dimension }]);
  const compareRows = context.period.compare
    ? await queryMetric(context, metric, aggregation, [{ dimension }], context.period.compare)
    : [];
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
    settingsUsed: {
      ...settingsBase(context, metric, aggregation, mainCurrency(rows)),
      dimensionName: dimensionByCode(dimension)?.name,
    },
  };
}

/**
 * One point per item with a value on both axes. Money in several currencies is not one axis: each
 * currency gets its own series (named and tagged with it), so no point mixes two currencies and
 * the points keep the item's own key and name. A money y value is matched in the x value's currency.
 */
export async function scatterAnswer(
  context: EngineContext,
  definition: WidgetQueryDefinition,
): Promise<Answer<'SCATTER'>> {
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
  const [xRows, yRows] = await Promise.all([
    queryMetric(context, xMetric, xAggregation, [{ dimension }]),
    queryMetric(context, yMetric, yAggregation, [{ dimension }]),
  ]);
  const labels = await labelsOf(
    context,
    dimension,
    xRows.map((row) => row.keys[0] ?? null),
  );
  // y rows by item, and by currency for money (an item with y in one currency only is matched in it).
  const yByItem = new Map<number | string | null, MetricRow[]>();
  for (const row of yRows) {
    const item = row.keys[0] ?? null;
    const list = yByItem.get(item);
    if (list) list.push(row);
    else yByItem.set(item, [row]);
  }
  type Series = Answer<'SCATTER'>['rawOutput']['series'][number];
  const series = new Map<string | null, Series>();
  const title = `${xMetric.name} / ${yMetric.name}`;
  const keyPrefix = itemKey(dimension, '');
  for (const row of xRows) {
    if (row.value === null) continue;
    const item = row.keys[0] ?? null;
    for (const yRow of yByItem.get(item) ?? []) {
      if (yRow.value === null || (row.currency !== null && yRow.currency !== null && yRow.currency !== row.currency))
        continue;
      const currency = row.currency ?? yRow.currency;
      let entry = series.get(currency);
      if (!entry) {
        entry = {
          seriesKey: currency ? `currency:${currency}` : 'all',
          label: currency ? `${title} (${currency})` : title,
          currencyCode: currency,
          points: [],
        };
        series.set(currency, entry);
      }
      // A literal per point: spreading objects into each of 10,000 points cost more than the rest.
      entry.points.push({
        key: item === null ? itemKey(dimension, null) : keyPrefix + item,
        label: labels.get(item ?? '') ?? String(item ?? '—'),
        x: coordinate(row.value),
        y: coordinate(yRow.value),
      });
    }
  }
  const all = [...series.values()];
  // A single series is the plain 'all' one, whatever its currency (the axes name the currency).
  const only = all.length === 1 ? all[0] : undefined;
  if (only) Object.assign(only, { seriesKey: 'all', label: title });
  return {
    visualizationType: 'SCATTER',
    rawOutput: { series: all.sort((a, b) => a.label.localeCompare(b.label)) },
    settingsUsed: {
      dateFrom: context.period.dateFrom,
      dateTo: context.period.dateTo,
      xAxis: { metricName: xMetric.name, valueFormat: chartFormat(xMetric, xAggregation, mainCurrency(xRows)) },
      yAxis: { metricName: yMetric.name, valueFormat: chartFormat(yMetric, yAggregation, mainCurrency(yRows)) },
    },
  };
}

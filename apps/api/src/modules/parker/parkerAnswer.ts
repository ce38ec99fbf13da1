import {
  dimensionByCode,
  metricByCode,
  PARKER_TABLE_MAX_ROWS,
  productDetailsParams,
  type ParkerAnswer,
  parkerAnswerWithoutNumbers,
  type ParkerQuery,
  type ParkerRow,
  type ParkerWidget,
  type MetricDefinition,
  type WidgetDataAnswer,
  todayInZone,
  widgetDataRequestSchema,
  widgetQueryDefinitionSchema,
} from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import { definitionAnswer, type EngineViewer, engineInputAsHttp, type WidgetDataOptions } from '../engine';
import { HttpError } from '../../lib/httpError';
import { answerSentence, bucketLabel, describeQuery, metricLabel, showValue } from './parkerText';
import type { ParkerVocabulary } from './parkerVocabulary';

/** What an answer holds beyond the question, its id and who parsed it. */
export type ComputedAnswer = Omit<ParkerAnswer, 'id' | 'question' | 'askedAt' | 'parsedBy' | 'suggestions'>;

/** The widget a query is: a KPI for one value, a horizontal bar per item of the split; with its dates and filters. */
export function widgetOf(query: ParkerQuery, vocabulary: ParkerVocabulary): ParkerWidget {
  const metric = metricByCode(query.metric);
  const dimensionId = query.dimension ? (dimensionByCode(query.dimension)?.id ?? null) : null;
  return {
    definition: widgetQueryDefinitionSchema.parse({
      visualizationType: query.overTime ? 'LINE' : dimensionId === null ? 'KPI' : 'HORIZONTAL_BAR',
      dateAggregationLevel: query.overTime,
      name: describeQuery(query, vocabulary).slice(0, 200),
      metricId: metric?.id ?? null,
      dimensionId,
      // The aggregation the engine applies (engineContext: the metric's default unless one is asked and allowed),
      // written out so that the definition saves as a widget, which needs one.
      aggregationFunction: metric
        ? metric.canBeAggregated
          ? (query.aggregation ?? metric.defaultAggregation)
          : metric.defaultAggregation
        : null,
    }),
    request: {
      dateFrom: query.period.dateFrom,
      dateTo: query.period.dateTo,
      compareDateFrom: query.compare?.dateFrom ?? null,
      compareDateTo: query.compare?.dateTo ?? null,
      filterRetailerIds: query.filters.retailers,
      filterBrandIds: query.filters.brands,
      filterBrandTypeIds: query.filters.brandTypes,
      filterCountryIds: query.filters.countries,
      filterProductIds: query.filters.products,
    },
  };
}

const meets = (value: number | null, condition: ParkerQuery['condition']) => {
  if (!condition) return true;
  if (value === null) return false;
  const { operator, value: bound } = condition;
  if (operator === '>') return value > bound;
  if (operator === '>=') return value >= bound;
  if (operator === '<') return value < bound;
  if (operator === '<=') return value <= bound;
  return Math.abs(value - bound) < 1e-9;
};

/** Orders rows as the query asks; rows without a value (or without a change, for changes) go last. */
function ordered(rows: ParkerRow[], order: ParkerQuery['order']): ParkerRow[] {
  if (!order) return rows;
  const field = order === 'HIGHEST' || order === 'LOWEST' ? 'value' : 'change';
  const ascending = order === 'LOWEST' || order === 'LARGEST_DROP';
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === null || y === null) return x === y ? a.label.localeCompare(b.label) : x === null ? 1 : -1;
    return (ascending ? x - y : y - x) || a.label.localeCompare(b.label);
  });
}

/**
 * The engine's answer as rows: the KPI's one value, or a row per bar. An item priced in several currencies has a
 * row per currency (the engine's key ends in it), each shown in its own currency.
 */
export function rowsOf(
  answer: WidgetDataAnswer,
  query: ParkerQuery,
  metric: MetricDefinition,
): { rows: ParkerRow[]; currencyCode: string | null } {
  const currencyCode =
    'valueFormat' in answer.settingsUsed && answer.settingsUsed.valueFormat.type === 'currency'
      ? answer.settingsUsed.valueFormat.currencyCode
      : null;
  const whole = query.aggregation === 'SUM' && metric.format !== 'percent';
  const row = (key: string, label: string, value: number | null, compareValue: number | null): ParkerRow => {
    // The engine gives an item priced in several currencies a row per currency, its key ending in the currency.
    const currency = metric.format === 'currency' ? (/currency:([A-Z]{3})$/.exec(key)?.[1] ?? currencyCode) : null;
    return {
      key,
      label,
      value,
      compareValue: query.compare ? compareValue : null,
      change: query.compare && value !== null && compareValue !== null ? value - compareValue : null,
      currencyCode: currency,
      shown: showValue(value, metric, currency, whole),
    };
  };
  let rows: ParkerRow[] = [];
  if (answer.visualizationType === 'KPI')
    rows = [row('total', metricLabel(query), answer.rawOutput.value, answer.rawOutput.compareValue ?? null)];
  else if (answer.visualizationType === 'HORIZONTAL_BAR')
    rows = answer.rawOutput.bars.map((bar) => row(bar.key, bar.label, bar.value, bar.compareValue ?? null));
  else if (answer.visualizationType === 'LINE') {
    // A row per bucket of each line; money in several currencies has a line each, named after the bucket.
    const unit = query.overTime ?? 'DAY';
    const several = answer.rawOutput.chartData.length > 1;
    rows = answer.rawOutput.chartData.flatMap((line) => {
      const lineName = /currency:([A-Z]{3})$/.exec(line.seriesKey)?.[1] ?? line.label;
      return line.points.map((point) =>
        row(
          `${point.date}|${line.seriesKey}`,
          several ? `${bucketLabel(point.date, unit)} (${lineName})` : bucketLabel(point.date, unit),
          point.value,
          null,
        ),
      );
    });
  }
  return { rows, currencyCode };
}

/**
 * Runs a query through the widget engine as the viewer (their retailer access, retention and filters apply) and
 * words the answer: a sentence, the rows, the products named and the widget to save. Every number comes from the
 * engine's answer.
 */
export async function answerQuery(
  app: FastifyInstance,
  viewer: EngineViewer,
  query: ParkerQuery,
  vocabulary: ParkerVocabulary,
  options: WidgetDataOptions,
): Promise<ComputedAnswer> {
  const metric = metricByCode(query.metric);
  if (!metric) throw new HttpError(400, 'Unknown metric.', { metric: 'Unknown metric.' });
  const widget = widgetOf(query, vocabulary);
  const request = widgetDataRequestSchema.parse({ ...widget.request, itemsPerPage: 1000 });
  const understood = describeQuery(query, vocabulary);
  let answer;
  try {
    answer = await engineInputAsHttp(() =>
      definitionAnswer(app, viewer, { definition: widget.definition, request, today: todayInZone() }, options),
    );
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    return { ...emptyAnswer(query, understood, widget), status: 'refused', sentence: error.message };
  }
  const { rows: engineRows, currencyCode } = rowsOf(answer, query, metric);
  let rows = engineRows;
  rows = ordered(
    rows.filter((item) => meets(item.value, query.condition)),
    query.order,
  );
  const totalRows = rows.length;
  rows = rows.slice(0, Math.min(query.limit ?? PARKER_TABLE_MAX_ROWS, PARKER_TABLE_MAX_ROWS));
  const productIds = [
    ...new Set([
      ...query.filters.products,
      ...rows.flatMap((item) => {
        const product = /^product:(\d+)/.exec(item.key);
        return product ? [Number(product[1])] : [];
      }),
    ]),
  ];
  return {
    status: 'answered',
    understood,
    sentence: answerSentence(query, vocabulary, rows, totalRows, metric, currencyCode),
    query,
    visualization:
      (['KPI', 'LINE'] as const).find((type) => type === widget.definition.visualizationType) ?? 'HORIZONTAL_BAR',
    metricName: metric.name,
    valueFormat: metric.format,
    currencyCode,
    rows,
    totalRows,
    productIds,
    productLinks: productIds.map((productId) => ({
      productId,
      label:
        rows.find((item) => item.key.startsWith(`product:${productId}`))?.label ??
        vocabulary.products.find((product) => product.id === productId)?.name ??
        `#${productId}`,
      search: `?${new URLSearchParams({
        [productDetailsParams.product]: String(productId),
        [productDetailsParams.dateFrom]: query.period.dateFrom,
        [productDetailsParams.dateTo]: query.period.dateTo,
      })}`,
    })),
    widget,
  };
}

function emptyAnswer(query: ParkerQuery, understood: string, widget: ParkerWidget): ComputedAnswer {
  return {
    status: 'refused',
    understood,
    sentence: '',
    ...parkerAnswerWithoutNumbers(),
    query,
    metricName: metricByCode(query.metric)?.name ?? null,
    widget,
  };
}

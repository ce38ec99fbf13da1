import {
  type DimensionCode,
  type FilterDimension,
  metricByCode,
  type MetricDefinition,
  type WidgetDataDetailsAnswer,
  widgetDetailsMessages,
  widgetDetailsTitle,
  type WidgetDetailsRow,
  type WidgetQueryDefinition,
} from '@shelfsight/contracts';
import {
  EngineInputError,
  effectiveAggregation,
  itemKey,
  labelsOf,
  queryMetric,
  requireMetric,
  tableFormat,
} from './engineContext';
import { prepareWidgetQuery, type WidgetQueryInput } from './runWidgetQuery';

/** The filter segment that narrows to one item of a dimension (a widget answer's item key). */
const segmentOf: Record<
  Exclude<DimensionCode, 'DATE'>,
  Exclude<FilterDimension, 'savedFilters' | 'visibilityClusters'>
> = {
  RETAILER: 'retailers',
  BRAND: 'brands',
  BRAND_TYPE: 'brandTypes',
  COUNTRY: 'countries',
  SELLER: 'sellers',
  PRODUCT: 'products',
  TAG: 'tags',
  SEARCH_KEYWORD: 'searchKeywords',
  CATEGORY_LISTING: 'searchCategories',
};

export interface DetailsItem {
  dimension: Exclude<DimensionCode, 'DATE'>;
  id: number;
}

/** The metric behind a clicked value: the one asked for, else the widget's, else its only metric column. */
function metricOf(definition: WidgetQueryDefinition, metricId: number | undefined) {
  const columns = definition.tableFields.filter((field) => field.fieldType === 'METRIC');
  const field =
    columns.find((candidate) => candidate.fieldId === metricId) ?? (columns.length === 1 ? columns[0] : undefined);
  const id = metricId ?? definition.metricId ?? field?.fieldId ?? null;
  if (id === null) throw new EngineInputError(widgetDetailsMessages.noMetric, 'metricId');
  const metric = requireMetric(id, 'metricId');
  const asked = id === definition.metricId ? definition.aggregationFunction : (field?.aggregationType ?? null);
  return { metric, aggregation: effectiveAggregation(metric, asked) };
}

const REVIEW_METRICS = new Set<MetricDefinition['code']>(['REVIEW_COUNT', 'REVIEW_SCORE']);

/**
 * The product × retailer rows behind one item of a widget: the widget's scope (its filters, dashboard
 * overrides and period, as get-data resolves them) narrowed to the item as a click-through segment, the
 * metric per product and retailer, highest first, paged. Rating and review metrics also count the reviews
 * behind the item and in the whole widget (the title's Y out of X).
 */
export async function widgetDetails(
  input: WidgetQueryInput,
  item: DetailsItem | null,
  metricId: number | undefined,
  paging: { page: number; itemsPerPage: number },
): Promise<WidgetDataDetailsAnswer> {
  const segment = item ? { dimension: segmentOf[item.dimension], ids: [item.id] } : null;
  const narrowed = await prepareWidgetQuery({
    ...input,
    request: { ...input.request, overrideFilterDimension: segment ?? input.request.overrideFilterDimension },
  });
  const { context, definition } = narrowed;
  const { metric, aggregation } = metricOf(definition, metricId);
  const reviews = requireMetric(metricByCode('REVIEW_COUNT')?.id ?? null);
  const countsReviews = REVIEW_METRICS.has(metric.code);
  const [rows, itemReviews, widgetReviews] = await Promise.all([
    queryMetric(context, metric, aggregation, [{ dimension: 'PRODUCT' }, { dimension: 'RETAILER' }]),
    countsReviews ? queryMetric(context, reviews, 'SUM', []) : null,
    countsReviews && item
      ? prepareWidgetQuery(input).then((whole) => queryMetric(whole.context, reviews, 'SUM', []))
      : null,
  ]);
  const withValues = rows
    .filter((row) => row.value !== null && row.keys[0] !== null && row.keys[1] !== null)
    .map((row) => ({
      productId: Number(row.keys[0]),
      retailerId: Number(row.keys[1]),
      value: row.value as number,
      currency: row.currency,
    }))
    .sort((a, b) => b.value - a.value || a.productId - b.productId || a.retailerId - b.retailerId);
  const start = (paging.page - 1) * paging.itemsPerPage;
  const page = withValues.slice(start, start + paging.itemsPerPage);
  const [products, retailers, itemLabels] = await Promise.all([
    labelsOf(context, 'PRODUCT', [...new Set(page.map((row) => row.productId))]),
    labelsOf(context, 'RETAILER', [...new Set(page.map((row) => row.retailerId))]),
    item ? labelsOf(context, item.dimension, [item.id]) : null,
  ]);
  const shown: WidgetDetailsRow[] = page.map((row) => ({
    key: `${itemKey('PRODUCT', row.productId)}|${itemKey('RETAILER', row.retailerId)}${row.currency ? `|currency:${row.currency}` : ''}`,
    productId: row.productId,
    productName: products.get(row.productId) ?? String(row.productId),
    retailerId: row.retailerId,
    retailerName: retailers.get(row.retailerId) ?? String(row.retailerId),
    value: row.value,
    currency: row.currency,
  }));
  const total = (found: { value: number | null }[] | null) => (found ? (found[0]?.value ?? 0) : null);
  const counts = {
    productCount: new Set(withValues.map((row) => row.productId)).size,
    reviewCount: total(itemReviews),
    totalReviewCount: item ? total(widgetReviews) : total(itemReviews),
  };
  return {
    metric: { id: metric.id, name: metric.name, format: tableFormat(metric, aggregation) },
    aggregationFunction: aggregation,
    item: item ? { key: itemKey(item.dimension, item.id), label: itemLabels?.get(item.id) ?? String(item.id) } : null,
    rows: shown,
    totalRows: withValues.length,
    page: paging.page,
    itemsPerPage: paging.itemsPerPage,
    ...counts,
    title: widgetDetailsTitle(counts),
    settingsUsed: { dateFrom: context.period.dateFrom, dateTo: context.period.dateTo },
  };
}

import {
  type AggregationFunction,
  attributeTableFields,
  dimensionByCode,
  type DataTableColumn,
  type DimensionCode,
  type DataTableRow,
  metricByCode,
  type MetricDefinition,
  type QueryTableField,
  type WidgetDataAnswer,
  type WidgetQueryDefinition,
} from '@shelfsight/contracts';
import {
  dimensionCode,
  EngineInputError,
  type EngineContext,
  effectiveAggregation,
  itemKey,
  labelsOf,
  mainCurrency,
  queryMetric,
  productImageUrls,
  requireMetric,
  tableFormat,
} from '../engineContext';
import { attributeCells, attributeCode } from './attributeCells';
import { meetsCondition } from './conditions';
import { overWindow } from '../dayRollups';
import { metricSql } from '../metricSql';
import type { MetricRow } from '../queryTypes';

export interface TablePaging {
  page: number;
  itemsPerPage: number;
  sortBy: string | null;
  sortDesc: boolean;
}

type Cell = string | number | null;
type Answer = Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>;

/** The table's fields: its table fields, else its chosen columns (a column id is a metric id), else its metric. */
function fieldsOf(definition: WidgetQueryDefinition): QueryTableField[] {
  if (definition.tableFields.length > 0) return definition.tableFields;
  if (definition.columnIds.length > 0)
    return definition.columnIds.map((id) => ({ fieldType: 'METRIC' as const, fieldId: id, thresholds: [] }));
  if (definition.metricId !== null)
    return [
      {
        fieldType: 'METRIC',
        fieldId: definition.metricId,
        aggregationType: definition.aggregationFunction,
        thresholds: [],
      },
    ];
  throw new EngineInputError('Required for this widget type.', 'tableFields');
}

/** The attribute that is the row item's own name: on rows of that dimension it repeats the item column. */
const ownNameOf: Partial<Record<DimensionCode, string>> = {
  PRODUCT: 'PRODUCT_NAME',
  RETAILER: 'RETAILER_NAME',
  COUNTRY: 'COUNTRY_NAME',
};

/**
 * Headings made unique: a repeated heading names its aggregation where that tells the columns apart
 * (Selling price (MAX)), else its position among the repeats (Availability (2)).
 */
function uniqueHeadings(columns: DataTableColumn[], aggregationOf: Map<string, AggregationFunction>) {
  const taken = new Set<string>();
  const aggregationsBy = new Map<string, Set<AggregationFunction | undefined>>();
  for (const column of columns) {
    let name = column.name;
    const aggregation = aggregationOf.get(column.key);
    const earlier = aggregationsBy.get(column.name) ?? new Set();
    if (taken.has(name) && aggregation && !earlier.has(aggregation)) name = `${column.name} (${aggregation})`;
    for (let repeat = 2; taken.has(name); repeat += 1) name = `${column.name} (${repeat})`;
    taken.add(name);
    aggregationsBy.set(column.name, earlier.add(aggregation));
    column.name = name;
  }
}

const thresholdsOf = (field: QueryTableField) =>
  (field.thresholds ?? []).map((threshold, index) => ({
    id: threshold.id ?? index + 1,
    condition: threshold.condition,
    css: threshold.css,
  }));

function compareCells(a: Cell, b: Cell): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * DATA_TABLE: one row per item of the widget's dimension (products by default), one column per table
 * field. Conditions filter rows, then rows are sorted and paged on the server; no data sorts last.
 */
export async function dataTableAnswer(
  context: EngineContext,
  definition: WidgetQueryDefinition,
  paging: TablePaging,
): Promise<Answer> {
  const dimension = dimensionCode(definition.dimensionId, 'dimensionId') ?? 'PRODUCT';
  if (dimension === 'DATE') throw new EngineInputError('A table splits by a dimension other than date.', 'dimensionId');
  const fields = fieldsOf(definition);
  const columns: DataTableColumn[] = [
    {
      key: 'item',
      id: 0,
      sequenceNumber: 0,
      name: dimensionByCode(dimension)?.name ?? dimension,
      dataType: 's',
      format: 'text',
      currency: null,
      thresholds: [],
      tooltip: null,
      columnGroupId: null,
      sortable: true,
    },
  ];
  const overall: Record<string, Cell> = { item: 'Overall' };
  const ids = new Set<number | string>();
  const metricColumns: {
    key: string;
    rows: MetricRow[];
    currency: string | null;
    read: { metric: MetricDefinition; aggregation: AggregationFunction } | null;
  }[] = [];

  const overallRow = definition.customSettings.overallRow === true;
  const metricsOf = fields.map((field, index) => {
    if (field.fieldType === 'ATTRIBUTE') return null;
    const metric = requireMetric(field.fieldId, `tableFields.${index}.fieldId`);
    return { metric, aggregation: effectiveAggregation(metric, field.aggregationType) };
  });
  // A field repeating the item's own name is shown as the item column (under the field's name, if it has one).
  const repeatsItem = fields.map(
    (field) =>
      field.fieldType === 'ATTRIBUTE' &&
      ownNameOf[dimension] !== undefined &&
      attributeCode(field.fieldId) === ownNameOf[dimension],
  );
  const sortedField = fields.findIndex((field) => field.sorted);
  const firstMetric = metricsOf.findIndex(Boolean);
  const defaultSort =
    sortedField >= 0 && !repeatsItem[sortedField]
      ? `f${sortedField + 1}`
      : sortedField < 0 && firstMetric >= 0
        ? `f${firstMetric + 1}`
        : 'item';
  const columnKeys = new Set(['item', ...fields.flatMap((_, index) => (repeatsItem[index] ? [] : [`f${index + 1}`]))]);
  const sortBy = paging.sortBy && columnKeys.has(paging.sortBy) ? paging.sortBy : defaultSort;
  const sortDesc = paging.sortBy
    ? paging.sortDesc
    : sortedField >= 0
      ? fields[sortedField]?.sorted === 'desc'
      : sortBy !== 'item';

  // Columns neither sorted nor filtered by are read for the shown page only, when that gives the same
  // rows: every metric column reads the daily facts (so all list the same items) and the page's items
  // can narrow the query (products, retailers). One column still lists the items for all of them.
  const narrowable =
    (dimension === 'PRODUCT' || dimension === 'RETAILER') &&
    metricsOf.every((read) => !read || metricSql[read.metric.code].source === 'daily');
  const sortIndex = sortBy === 'item' ? -1 : Number(sortBy.slice(1)) - 1;
  const anchor = metricsOf[sortIndex] ? sortIndex : firstMetric;
  // A value over other retailers (price index) compares within the product and day: narrowing to the
  // page's products keeps it, narrowing to the page's retailers would change its reference.
  const pageOnly = fields.map((field, index) => {
    const read = metricsOf[index];
    const keepsValue =
      read !== null && read !== undefined && (dimension === 'PRODUCT' || !overWindow(read.metric.code));
    return narrowable && index !== anchor && keepsValue && !field.conditionOperator;
  });

  // The metric columns (and their overall values) are read at once, so the store's readers run them side by side.
  const reads = await Promise.all(
    metricsOf.map((read, index) => {
      if (!read) return null;
      // A page-only money column takes its currency from the totals (the currency of most observations of all items).
      const totalsNeeded = overallRow || (pageOnly[index] && metricSql[read.metric.code].money === true);
      const totals = totalsNeeded ? queryMetric(context, read.metric, read.aggregation, []) : Promise.resolve([]);
      return Promise.all([
        pageOnly[index] ? Promise.resolve([]) : queryMetric(context, read.metric, read.aggregation, [{ dimension }]),
        totals,
      ]);
    }),
  );

  for (const [index, field] of fields.entries()) {
    const key = `f${index + 1}`;
    if (repeatsItem[index]) {
      if (field.fieldName && columns[0]) columns[0].name = field.fieldName;
      continue;
    }
    if (field.fieldType === 'ATTRIBUTE') {
      const attribute = attributeTableFields.find((candidate) => candidate.id === field.fieldId);
      if (!attribute) throw new EngineInputError('Unknown table field.', `tableFields.${index}.fieldId`);
      columns.push({
        key,
        id: field.fieldId,
        sequenceNumber: index + 1,
        name: field.fieldName ?? attribute.name,
        dataType: attribute.dataType,
        format: 'text',
        currency: null,
        thresholds: thresholdsOf(field),
        tooltip: field.tooltip ?? null,
        columnGroupId: null,
        sortable: true,
      });
      continue;
    }
    const read = metricsOf[index];
    const [rows, totals] = reads[index] ?? [[], []];
    if (!read) continue;
    const { metric, aggregation } = read;
    // The currency of most observations; the totals count the same observations as the per-item rows.
    const currency = mainCurrency(pageOnly[index] ? totals : rows);
    rows.forEach((row) => {
      const id = row.keys[0];
      if (id !== null && id !== undefined) ids.add(id);
    });
    metricColumns.push({ key, rows, currency, read: pageOnly[index] ? read : null });
    columns.push({
      key,
      id: field.fieldId,
      sequenceNumber: index + 1,
      name: field.fieldName ?? metric.name,
      dataType: 'n',
      format: tableFormat(metric, aggregation),
      currency,
      thresholds: thresholdsOf(field),
      tooltip: field.tooltip ?? null,
      columnGroupId: metric.metricGroupId,
      sortable: true,
    });
    if (overallRow) overall[key] = totals.find((row) => row.currency === currency)?.value ?? null;
  }

  uniqueHeadings(
    columns,
    new Map(metricsOf.flatMap((read, index) => (read ? [[`f${index + 1}`, read.aggregation] as const] : []))),
  );

  if (metricColumns.length === 0) {
    // A table of attributes only lists the items observed in the period and filters.
    const observed = await queryMetric(context, requireMetric(metricByCode('PRODUCT_COVERAGE')?.id ?? null), 'COUNT', [
      { dimension },
    ]);
    observed.forEach((row) => row.keys[0] !== null && row.keys[0] !== undefined && ids.add(row.keys[0]));
  }
  const idOf = new Map([...ids].map((id) => [String(id), id]));
  // Each metric column's values by item, in its currency.
  const columnValues = metricColumns.map((column) => {
    const byId = new Map<string, number | null>();
    for (const row of column.rows)
      if (row.keys[0] !== null && row.currency === column.currency) byId.set(String(row.keys[0]), row.value);
    return { key: column.key, byId };
  });
  const rowOf = (id: string): DataTableRow => {
    const cells: Record<string, Cell> = { item: id };
    for (const column of columns) cells[column.key] ??= null;
    for (const column of columnValues) cells[column.key] = column.byId.get(id) ?? null;
    const product = dimension === 'PRODUCT' ? Number(id) : null;
    const imageUrl = product === null ? null : (productImageUrls(context, product)[0] ?? null);
    return { key: itemKey(dimension, id), productDummyId: product, imageUrl, values: cells };
  };
  /** Names and attributes of the given rows. */
  const fillText = async (targets: DataTableRow[]) => {
    const targetIds = targets.map((row) => idOf.get(String(row.values.item)) ?? String(row.values.item));
    const labels = await labelsOf(context, dimension, targetIds);
    const attributes = await attributeCells(context, dimension, targetIds.map(Number));
    targets.forEach((row, position) => {
      const id = targetIds[position] ?? '';
      const cells = row.values;
      cells.item = labels.get(id) ?? String(id);
      fields.forEach((field, index) => {
        const code = field.fieldType === 'ATTRIBUTE' ? attributeCode(field.fieldId) : undefined;
        if (field.fieldType === 'ATTRIBUTE')
          cells[`f${index + 1}`] = (code && attributes.get(Number(id))?.[code]) ?? null;
      });
    });
  };
  // Ties in key order; a plain comparison, as keys are dimension codes and ids (localeCompare cost ms on 5,000 rows).
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const inOrder = (a: Cell, b: Cell, aKey: string, bKey: string) => {
    const order = compareCells(a, b);
    const nullsLast = a === null || b === null;
    return (nullsLast || !sortDesc ? order : -order) || byKey(aKey, bKey);
  };
  const start = (paging.page - 1) * paging.itemsPerPage;
  const sortValues = columnValues.find((column) => column.key === sortBy);
  let page: DataTableRow[];
  let totalRows: number;
  let namesRead = false;
  if (sortValues && fields.every((field) => !field.conditionOperator)) {
    // Sorted by a metric and not filtered: the order needs that column only, so just the page's rows are built.
    const order = [...idOf.keys()].map((id) => ({
      id,
      key: itemKey(dimension, id),
      value: sortValues.byId.get(id) ?? null,
    }));
    order.sort((a, b) => inOrder(a.value, b.value, a.key, b.key));
    totalRows = order.length;
    page = order.slice(start, start + paging.itemsPerPage).map((entry) => rowOf(entry.id));
  } else {
    // Sorted or filtered by text: every row needs its names and attributes first.
    let rows = [...idOf.keys()].map(rowOf);
    if (!sortValues || fields.some((field) => field.fieldType === 'ATTRIBUTE' && field.conditionOperator)) {
      await fillText(rows);
      namesRead = true;
    }
    fields.forEach((field, index) => {
      if (!field.conditionOperator || (!namesRead && field.fieldType === 'ATTRIBUTE')) return;
      rows = rows.filter((row) =>
        meetsCondition(row.values[`f${index + 1}`] ?? null, field.conditionOperator, field.conditionValue),
      );
    });
    rows.sort((a, b) => inOrder(a.values[sortBy] ?? null, b.values[sortBy] ?? null, a.key, b.key));
    totalRows = rows.length;
    page = rows.slice(start, start + paging.itemsPerPage);
  }
  const pageIds = page.map((row) => row.key.slice(row.key.indexOf(':') + 1));
  if (!namesRead) await fillText(page);
  const deferred = metricColumns.filter((column) => column.read);
  if (deferred.length > 0 && page.length > 0) {
    const shownIds = pageIds.map((id) => Number(idOf.get(id) ?? id));
    const shown = {
      ...context,
      scope: { ...context.scope, ...(dimension === 'PRODUCT' ? { productIds: shownIds } : { retailerIds: shownIds }) },
    };
    const pageReads = await Promise.all(
      deferred.map((column) =>
        column.read ? queryMetric(shown, column.read.metric, column.read.aggregation, [{ dimension }]) : [],
      ),
    );
    const rowsById = new Map(page.map((row, index) => [pageIds[index], row]));
    deferred.forEach((column, index) => {
      for (const found of pageReads[index] ?? []) {
        if (found.keys[0] === null || found.currency !== column.currency) continue;
        const target = rowsById.get(String(found.keys[0]));
        if (target) target.values[column.key] = found.value;
      }
    });
  }
  return {
    visualizationType: 'DATA_TABLE',
    rawOutput: {
      columns,
      columnGroups: [],
      rows: page,
      totalRows,
      page: paging.page,
      itemsPerPage: paging.itemsPerPage,
      sortBy,
      sortDesc,
      overallRow:
        definition.customSettings.overallRow === true
          ? { key: 'overall', productDummyId: null, values: overall }
          : null,
    },
    settingsUsed: {
      dateFrom: context.period.dateFrom,
      dateTo: context.period.dateTo,
      compareDateFrom: context.period.compare?.dateFrom ?? null,
      compareDateTo: context.period.compare?.dateTo ?? null,
      aggregationFunction: definition.aggregationFunction,
    },
  };
}

import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import {
  dimensionById,
  type DimensionCode,
  metricById,
  type MetricDefinition,
  todayInZone,
  widgetDataRequestSchema,
  type WidgetDataRequestParsed,
  widgetQueryDefinitionSchema,
} from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import { buildMetricSql } from '../../analytics/engine/buildSql';
import { factRead } from '../../analytics/engine/factTablePlan';
import { catalogueMapping, dimensionLabels } from '../../analytics/engine/catalogueLookups';
import {
  checkDimensionFits,
  effectiveAggregation,
  EngineInputError,
  type EngineContext,
} from '../../analytics/engine/engineContext';
import { metricSql } from '../../analytics/engine/metricSql';
import type { CatalogueMapping, GroupKey, MetricQuery } from '../../analytics/engine/queryTypes';
import { prepareWidgetQuery } from '../../analytics/engine/runWidgetQuery';
import { widgetDetails } from '../../analytics/engine/widgetDetails';
import { duckdbDialect, type FactDialect } from '../../analytics/factStore/factDialect';
import { type WidgetDataOptions, widgetAnswer, widgetInput } from '../engine';
import { exportTable, moneyCell } from '../widgetData';
import type { Cell } from './datasetFile';
import type { StoredDataset } from './datasets.repository';

/** Rows of a dataset as they come: the header first, then batches; `total` once counted (else null). */
export interface DatasetSource {
  header: string[];
  total: number | null;
  batches: AsyncIterable<Cell[][]>;
  /** The days the rows cover: the requested ones cut to the customer's retention, as the engine read them. */
  period: { dateFrom: string; dateTo: string };
}

type Viewer = { customerId: number; userId: number; isSystemAdmin: boolean };
/** Rows asked of the widget engine per call (get-data's page limit). */
const PAGE = 1000;
/**
 * Product rows asked per details call: each call computes every row behind the widget and labels one page,
 * so larger pages mean fewer repeats of the same query for the same memory.
 */
const DETAILS_PAGE = 10_000;

/** Files are made as the dataset's owner sees the widget or the data. */
const ownerOf = (dataset: StoredDataset): Viewer => ({
  customerId: dataset.customerId,
  userId: dataset.ownerUserId,
  isSystemAdmin: false,
});

/** The widget request of a dataset: its widget (placed or saved), dates and filters. */
function widgetRequest(dataset: StoredDataset, page = 1): WidgetDataRequestParsed {
  return widgetDataRequestSchema.parse({
    ...(dataset.dashboardWidgetId !== null
      ? { dashboardWidgetId: dataset.dashboardWidgetId }
      : { widgetId: dataset.widgetId ?? undefined }),
    ...dataset.filterSet,
    dateFrom: dataset.fromDate,
    dateTo: dataset.toDate,
    applyRetailerAssortment: dataset.applyRetailerAssortment,
    page,
    itemsPerPage: PAGE,
  });
}

/** widgetdata: the widget's table as its download writes it, every page of a data table. */
async function widgetTableSource(app: FastifyInstance, dataset: StoredDataset, options: WidgetDataOptions) {
  const viewer = ownerOf(dataset);
  const first = await widgetAnswer(app, viewer, widgetRequest(dataset), options);
  const table = exportTable(first.answer);
  const total = first.answer.visualizationType === 'DATA_TABLE' ? first.answer.rawOutput.totalRows : table.rows.length;
  async function* batches() {
    yield table.rows;
    if (first.answer.visualizationType !== 'DATA_TABLE') return;
    for (let page = 2; (page - 1) * PAGE < total; page += 1) {
      const { answer } = await widgetAnswer(app, viewer, widgetRequest(dataset, page), options);
      const rows = exportTable(answer).rows;
      if (rows.length === 0) return;
      yield rows;
    }
  }
  const { settingsUsed } = first.answer;
  const period = {
    dateFrom: settingsUsed.dateFrom ?? dataset.fromDate,
    dateTo: settingsUsed.dateTo ?? dataset.toDate,
  };
  return { header: table.header, total, batches: batches(), period };
}

/** DETAILS: the product × retailer rows behind the whole widget, highest value first. */
async function detailsSource(
  app: FastifyInstance,
  dataset: StoredDataset,
  options: WidgetDataOptions,
  pageRows = DETAILS_PAGE,
) {
  const { input } = await widgetInput(app, ownerOf(dataset), widgetRequest(dataset), options);
  // A table of several metric columns has no one metric behind it: its first metric column answers.
  const metricColumn = input.definition.tableFields.find((field) => field.fieldType === 'METRIC');
  const metricId = input.definition.metricId === null ? metricColumn?.fieldId : undefined;
  const pageOf = (page: number) => widgetDetails(input, null, metricId, { page, itemsPerPage: pageRows });
  const first = await pageOf(1);
  const toRow = (row: (typeof first.rows)[number]): Cell[] => [
    row.productName,
    row.retailerName,
    moneyCell(row.value, row.currency),
    row.currency,
  ];
  async function* batches() {
    yield first.rows.map(toRow);
    for (let page = 2; (page - 1) * pageRows < first.totalRows; page += 1) {
      const next = await pageOf(page);
      if (next.rows.length === 0) return;
      yield next.rows.map(toRow);
    }
  }
  return {
    header: ['Product', 'Retailer', first.metric.name, 'Currency'],
    total: first.totalRows,
    batches: batches(),
    period: first.settingsUsed,
  };
}

/** The metrics and dimensions of a dataset, checked as the engine would (422 naming the field when wrong). */
export function metricsAndDimensions(metricIds: number[], dimensionIds: number[]) {
  const metrics = metricIds.map((id, index) => {
    const metric = metricById(id);
    if (!metric) throw new EngineInputError('Unknown metric.', `metricIds.${index}`);
    return metric;
  });
  const dimensions = dimensionIds.map((id, index) => {
    const dimension = dimensionById(id);
    const field = `dimensionIds.${index}`;
    if (!dimension) throw new EngineInputError('Unknown dimension.', field);
    // Dates are the date grouping; a tag split needs a tag category the builder does not ask for.
    if (dimension.code === 'DATE' || dimension.code === 'TAG')
      throw new EngineInputError('This dimension cannot split a dataset; use the date grouping for dates.', field);
    for (const metric of metrics) checkDimensionFits(metric, dimension.code, field);
    return dimension as { id: number; code: Exclude<DimensionCode, 'DATE'>; name: string };
  });
  return { metrics, dimensions };
}

/** The scope of a metrics dataset: its filters, the owner's retailer access and the retention, as widgets resolve them. */
async function metricsContext(
  app: FastifyInstance,
  dataset: StoredDataset,
  metric: MetricDefinition,
  options: WidgetDataOptions,
  connection: DuckDBConnection,
): Promise<EngineContext> {
  const definition = widgetQueryDefinitionSchema.parse({ visualizationType: 'KPI', metricId: metric.id });
  const { context } = await prepareWidgetQuery({
    db: app.db,
    connection,
    customerId: dataset.customerId,
    user: { id: dataset.ownerUserId, isSystemAdmin: false },
    definition,
    request: widgetDataRequestSchema.parse({
      definition,
      ...dataset.filterSet,
      dateFrom: dataset.fromDate,
      dateTo: dataset.toDate,
      applyRetailerAssortment: dataset.applyRetailerAssortment,
    }),
    today: todayInZone(),
    savedFilters: options.savedFilters,
    clusterKeywords: options.clusterKeywords,
  });
  return context;
}

/** Shifts a statement's positional parameters ($1 → $n+1, {p1:…} → {pn+1:…}), so several statements share one list. */
const shiftParams = (sql: string, by: number, dialect: FactDialect) =>
  dialect.engine === 'duckdb'
    ? sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`)
    : sql.replace(/\{p(\d+):/g, (_, n: string) => `{p${Number(n) + by}:`);

/**
 * One DuckDB statement for every metric of the dataset: each metric's own statement (the engine's, over the
 * observations) in a CTE, money metrics side by side per group and currency, the others per group, joined.
 */
export async function metricsStatement(
  context: EngineContext,
  metrics: MetricDefinition[],
  groupBy: GroupKey[],
  dialect: FactDialect = duckdbDialect,
): Promise<{ sql: string; params: DuckDBValue[]; keys: string[]; money: number[]; plain: number[] }> {
  const mappings: Partial<Record<DimensionCode, CatalogueMapping>> = {};
  for (const key of groupBy) {
    if ('date' in key) continue;
    const mapping = await catalogueMapping(context.db, context.customerId, key.dimension, null);
    if (mapping) mappings[key.dimension] = mapping;
  }
  const params: DuckDBValue[] = [];
  const ctes = metrics.map((metric, index) => {
    const query: MetricQuery = {
      customerId: context.customerId,
      metric: metric.code,
      aggregation: effectiveAggregation(metric, null),
      groupBy,
      dateFrom: context.period.dateFrom,
      dateTo: context.period.dateTo,
      scope: context.scope,
      mappings,
      useRollup: false,
    };
    const built = buildMetricSql(query, factRead(query, 'observations'), dialect);
    const sql = shiftParams(built.sql, params.length, dialect);
    params.push(...(built.params as DuckDBValue[]));
    return `q${index} AS (${sql})`;
  });
  const keys = groupBy.map((_, index) => `k${index}`);
  const money = metrics.flatMap((metric, index) => (metricSql[metric.code].money ? [index] : []));
  const plain = metrics.flatMap((metric, index) => (metricSql[metric.code].money ? [] : [index]));
  const pivot = (indexes: number[], withCurrency: boolean) => {
    const long = indexes
      .map((index) => `SELECT ${[...keys, 'cur'].join(', ')}, value::DOUBLE AS value, ${index} AS m FROM q${index}`)
      .join(' UNION ALL ');
    const values = indexes.map((index) => `max(value) FILTER (WHERE m = ${index}) AS v${index}`);
    const group = withCurrency ? [...keys, 'cur'] : keys;
    return `SELECT ${[...group, ...values].join(', ')} FROM (${long}) GROUP BY ${group.join(', ') || 'ALL'}`;
  };
  const valueColumns = metrics.map((_, index) => `v${index}`);
  let body: string;
  if (plain.length === 0) body = `SELECT ${[...keys, 'cur', ...valueColumns].join(', ')} FROM (${pivot(money, true)})`;
  else if (money.length === 0)
    body = `SELECT ${[...keys, 'NULL::VARCHAR AS cur', ...valueColumns].join(', ')} FROM (${pivot(plain, false)})`;
  else {
    // Values that have no currency join every currency row of their group (or stand alone without one).
    const on = keys.map((key) => `a.${key} IS NOT DISTINCT FROM b.${key}`).join(' AND ') || 'TRUE';
    const columns = [
      ...keys.map((key) => `coalesce(a.${key}, b.${key}) AS ${key}`),
      'a.cur AS cur',
      ...metrics.map((_, index) => (money.includes(index) ? `a.v${index}` : `b.v${index}`)),
    ];
    body = `SELECT ${columns.join(', ')} FROM (${pivot(money, true)}) a FULL OUTER JOIN (${pivot(plain, false)}) b ON ${on}`;
  }
  return { sql: `WITH ${ctes.join(', ')} ${body}`, params, keys, money, plain };
}

/** Names of dimension items, read for the keys a batch brings that were not seen before. */
function labeller(context: EngineContext, dimensions: { code: DimensionCode }[]) {
  const known = dimensions.map(() => new Map<number | string, string>());
  return async (rows: unknown[][], offset: number) => {
    for (const [index, dimension] of dimensions.entries()) {
      const names = known[index] as Map<number | string, string>;
      const missing = new Set<number | string>();
      for (const row of rows) {
        const key = row[offset + index];
        if (key !== null && key !== undefined && !names.has(key as number)) missing.add(key as number);
      }
      if (missing.size === 0) continue;
      const read = await dimensionLabels(context.db, context.customerId, dimension.code, [...missing]);
      for (const key of missing) names.set(key, read.get(key) ?? String(key));
    }
    return (index: number, key: unknown): string | null =>
      key === null || key === undefined ? null : (known[index]?.get(key as number) ?? String(key));
  };
}

/** Rows handed to the file per batch when a store answers in one piece. */
const BATCH_ROWS = 2048;

/**
 * Where a metrics dataset is read: DuckDB's build connection, streamed in its chunks; or a fact store off
 * DuckDB (ClickHouse), answered in one piece and handed on in batches.
 */
function metricsReads(app: FastifyInstance, connection: DuckDBConnection) {
  const facts = app.facts;
  if (facts.dialect.engine === 'duckdb') {
    return {
      dialect: facts.dialect,
      async count(sql: string, params: DuckDBValue[]) {
        return Number((await connection.runAndReadAll(sql, params)).getRowsJS()[0]?.[0] ?? 0);
      },
      async *rows(sql: string, params: DuckDBValue[], columns: string[]): AsyncGenerator<unknown[][]> {
        void columns;
        const result = await connection.stream(sql, params);
        for await (const rows of result.yieldRowsJs()) yield rows as unknown[][];
      },
    };
  }
  return {
    dialect: facts.dialect,
    async count(sql: string, params: DuckDBValue[]) {
      return Number((await facts.readColumns(sql, params)).n?.[0] ?? 0);
    },
    async *rows(sql: string, params: DuckDBValue[], columns: string[]): AsyncGenerator<unknown[][]> {
      const read = await facts.readColumns(sql, params);
      const count = read[columns[0] ?? '']?.length ?? 0;
      for (let start = 0; start < count; start += BATCH_ROWS) {
        const rows: unknown[][] = [];
        for (let index = start; index < Math.min(count, start + BATCH_ROWS); index += 1)
          rows.push(columns.map((column) => read[column]?.[index] ?? null));
        yield rows;
      }
    },
  };
}

/**
 * metrics: one row per dimension item (and date bucket) with a column per metric, streamed from DuckDB in
 * its chunks through a connection of its own (widget reads keep theirs), sorted by date then dimensions.
 */
async function metricsSource(
  app: FastifyInstance,
  dataset: StoredDataset,
  options: WidgetDataOptions,
  connection: DuckDBConnection,
) {
  const { metrics, dimensions } = metricsAndDimensions(dataset.metricIds, dataset.dimensionIds);
  const context = await metricsContext(app, dataset, metrics[0] as MetricDefinition, options, connection);
  const grouping = dataset.dateGrouping;
  const groupBy: GroupKey[] = [
    ...(grouping ? [{ date: grouping }] : []),
    ...dimensions.map((dimension) => ({ dimension: dimension.code })),
  ];
  const reads = metricsReads(app, connection);
  const statement = await metricsStatement(context, metrics, groupBy, reads.dialect);
  const total = await reads.count(`SELECT count(*)::INTEGER AS n FROM (${statement.sql})`, statement.params);
  const withMoney = statement.money.length > 0;
  const header = [
    ...(grouping ? ['Date'] : []),
    ...dimensions.flatMap((dimension) => [dimension.name, `${dimension.name} id`]),
    ...(withMoney ? ['Currency'] : []),
    ...metrics.map((metric) => metric.name),
  ];
  const labels = labeller(context, dimensions);
  const dateOffset = grouping ? 1 : 0;
  const order = statement.keys.join(', ');
  async function* batches(): AsyncGenerator<Cell[][]> {
    const columns = [...statement.keys, 'cur', ...metrics.map((_, index) => `v${index}`)];
    const rowBatches = reads.rows(
      `SELECT * FROM (${statement.sql}) ORDER BY ${order ? `${order}, ` : ''}cur NULLS FIRST`,
      statement.params,
      columns,
    );
    for await (const rows of rowBatches) {
      const name = await labels(rows as unknown[][], dateOffset);
      yield (rows as unknown[][]).map((row) => {
        const cells: Cell[] = grouping ? [row[0] as string] : [];
        for (let index = 0; index < dimensions.length; index += 1) {
          const key = row[dateOffset + index];
          cells.push(name(index, key), key === null || key === undefined ? null : Number(key));
        }
        const currency = (row[statement.keys.length] ?? null) as string | null;
        if (withMoney) cells.push(currency);
        for (let index = 0; index < metrics.length; index += 1) {
          const value = row[statement.keys.length + 1 + index] as number | null;
          const finite = typeof value === 'number' && Number.isFinite(value) ? value : null;
          cells.push(statement.money.includes(index) ? moneyCell(finite, currency) : finite);
        }
        return cells;
      });
    }
  }
  const period = { dateFrom: context.period.dateFrom, dateTo: context.period.dateTo };
  return { header, total, batches: batches(), period };
}

/** The rows of a dataset by its output type. `connection` is the build's own DuckDB connection. */
export function datasetSource(
  app: FastifyInstance,
  dataset: StoredDataset,
  options: WidgetDataOptions,
  connection: DuckDBConnection,
  paging: { detailsPageRows?: number } = {},
): Promise<DatasetSource> {
  switch (dataset.outputType) {
    case 'widgetdata':
      return widgetTableSource(app, dataset, options);
    case 'DETAILS':
      return detailsSource(app, dataset, options, paging.detailsPageRows);
    case 'metrics':
      return metricsSource(app, dataset, options, connection);
  }
}

import { z } from 'zod';
import { dbIntegerSchema, idNumberSchema, idSchema, multiLineText, singleLineText } from '../primitives';
import { apiErrorSchema } from '../errors';
import type { SavedFilterSegment } from '../savedFilters';
import {
  kpiRawOutputSchema,
  kpiSettingsUsedSchema,
  lineChartRawOutputSchema,
  lineChartSettingsUsedSchema,
  horizontalBarRawOutputSchema,
  horizontalBarSettingsUsedSchema,
  scatterRawOutputSchema,
  scatterSettingsUsedSchema,
} from './chartOutputs';
import { filterDimensions } from './metadata';
import { widgetCustomSettingsSchema } from './priceIndexReference';
import { tableWidgetOutputSchemas } from './tableOutputs';
import { aggregationFunctionSchema, dateGroupingSchema, widgetVisualizationTypeSchema } from './widgetTypes';

/** Server paths of the widget query engine (spec 2 §7, spec 3 §7). */
export const widgetQueryPaths = {
  /** Spec paths: the customer comes in the body (`customerId`). */
  getData: '/api/widget/get-data',
  getDataSecondary: '/api/widget/get-data/1',
  /** The same calls with the customer in the path, as the api client sends customer-scoped calls. */
  customerGetData: '/api/customer/:customerId/widget/get-data',
  customerGetDataSecondary: '/api/customer/:customerId/widget/get-data/1',
  /**
   * POST many widgets' get-data in one request, answered line by line as each is ready (beside the per-widget
   * calls, which stay the contract): the print layout asks for all its widgets at once.
   */
  customerGetDataBatch: '/api/customer/:customerId/widget/get-data/batch',
  /**
   * POST a chart widget's get-data with the size it is drawn at: the chart's first picture as SVG, drawn by the
   * server from the same answer (beside get-data, which stays the contract; see widgetChartRequestSchema).
   */
  customerGetDataChart: '/api/customer/:customerId/widget/get-data/chart',
  /** GET the product rows behind one item of a widget (its click-through details dialog). */
  dataDetails: '/api/customer/:customerId/widget/:id/get-widget-data-details',
  downloadCsv: '/api/customer/:customerId/widget/:id/download/csv',
  downloadExcel: '/api/customer/:customerId/widget/:id/download/excel',
  chartDetails: '/api/customer/:customerId/chart/get-details',
} as const;

export const widgetQueryMessages = {
  noWidgetId: 'No widgetId provided',
  unknownWidget: 'This widget does not exist or is not shared with you.',
  unknownMetric: 'Unknown metric.',
  unknownDimension: 'Unknown dimension.',
  metricRequired: 'This widget type needs a metric.',
  dimensionRequired: 'This widget type needs a dimension.',
  dimensionNotForMetric: 'This dimension cannot split this metric.',
  beforeRetention: 'The period lies before the oldest day your data retention allows.',
  unknownSavedFilter: 'Unknown saved filter.',
  /** A placed widget whose saved widget is not shared with the caller: flagged widgetNotShared, no data. */
  widgetNotShared: 'widgetNotShared',
  otherWidget: 'This dashboard widget shows another widget.',
  otherDashboard: 'This dashboard widget is not on this dashboard.',
  unknownDashboardWidget: 'This dashboard widget does not exist or is not shared with you.',
  unknownDashboard: 'This dashboard does not exist or is not shared with you.',
} as const;

/** 0 or 1 as the spec sends flags; true and false are read the same way. */
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((value) => value === 1 || value === true);
const ids = z.array(dbIntegerSchema).max(10_000).default([]);
const isoDay = z.iso.date({ message: 'Enter a date as YYYY-MM-DD.' });

export const queryTableFieldSchema = z.object({
  fieldType: z.enum(['METRIC', 'ATTRIBUTE']),
  fieldId: dbIntegerSchema,
  fieldName: singleLineText().nullable().optional(),
  aggregationType: aggregationFunctionSchema.nullable().optional(),
  conditionOperator: singleLineText().nullable().optional(),
  conditionValue: singleLineText().nullable().optional(),
  sorted: z.enum(['asc', 'desc']).nullable().optional(),
  /** Passed through to the column, where the renderer applies them (spec 2 §5 threshold grammar). */
  thresholds: z
    .array(
      z.object({
        id: dbIntegerSchema.optional(),
        condition: singleLineText(),
        css: z.object({ 'background-color': singleLineText().optional(), color: singleLineText().optional() }),
      }),
    )
    .default([]),
  tooltip: multiLineText().nullable().optional(),
});
export type QueryTableField = z.infer<typeof queryTableFieldSchema>;

/**
 * What the engine computes: a saved widget's definition or an ad-hoc one from the editor preview. Field
 * names follow the saved widget (`SavedWidget`), so a stored definition can be passed as it is.
 * `subDimensionKey` names a dimension by code or id (e.g. 'BRAND' or '2'); for the TAG dimension
 * `tagName` names the tag category.
 */
export const widgetQueryDefinitionSchema = z.object({
  visualizationType: widgetVisualizationTypeSchema,
  name: singleLineText().optional(),
  metricId: dbIntegerSchema.nullable().default(null),
  dimensionId: dbIntegerSchema.nullable().default(null),
  subDimensionKey: singleLineText().nullable().default(null),
  verticalDimensionId: dbIntegerSchema.nullable().default(null),
  tagName: singleLineText().nullable().default(null),
  aggregationFunction: aggregationFunctionSchema.nullable().default(null),
  dateAggregationLevel: dateGroupingSchema.nullable().default(null),
  /** A date preset code of spec 2 §9, used when the request brings no dates (or useDefaults is 1). */
  dateDataSelection: singleLineText().nullable().default(null),
  /** The widget's saved filter. */
  filterId: dbIntegerSchema.nullable().default(null),
  displayCondition: z
    .object({ operator: z.enum(['=', '!=', '<', '<=', '>', '>=']), value: z.number() })
    .nullable()
    .default(null),
  tableFields: z.array(queryTableFieldSchema).max(60).default([]),
  columnIds: z.array(dbIntegerSchema).max(200).default([]),
  /** Column groups are metric groups; a performance overview without a metric shows the first metric of the first group. */
  columnGroupIds: z.array(dbIntegerSchema).max(60).default([]),
  textFields: z
    .object({ title: singleLineText().default(''), body: multiLineText() })
    .nullable()
    .default(null),
  customSettings: widgetCustomSettingsSchema.default({}),
});
export type WidgetQueryDefinition = z.output<typeof widgetQueryDefinitionSchema>;
export type WidgetQueryDefinitionInput = z.input<typeof widgetQueryDefinitionSchema>;

const filterIdFields = {
  savedFilterIds: ids,
  filterRetailerIds: ids,
  filterBrandIds: ids,
  filterSellerIds: ids,
  filterCountryIds: ids,
  filterProductIds: ids,
  filterTagIds: ids,
  filterSearchKeywordIds: ids,
  filterSearchCategoryIds: ids,
  filterVisibilityClusterIds: ids,
  filterBrandTypeIds: ids,
};

/**
 * The request's id-list field of each filter segment (spec 2 §7): the one list the filter bar, datasets,
 * exports and export stamps map segments through. Beside them, `savedFilterIds` lists saved filters.
 */
export const filterSegmentFields = {
  retailers: 'filterRetailerIds',
  brands: 'filterBrandIds',
  brandTypes: 'filterBrandTypeIds',
  sellers: 'filterSellerIds',
  countries: 'filterCountryIds',
  products: 'filterProductIds',
  tags: 'filterTagIds',
  searchKeywords: 'filterSearchKeywordIds',
  searchCategories: 'filterSearchCategoryIds',
  visibilityClusters: 'filterVisibilityClusterIds',
} as const satisfies Record<SavedFilterSegment, Exclude<keyof typeof filterIdFields, 'savedFilterIds'>>;
/** A filter segment's id-list field of a widget data request. */
export type FilterSegmentField = (typeof filterSegmentFields)[SavedFilterSegment];

/** Request fields of spec 2 §7. `definition` lets the editor preview a widget that is not saved. */
export const widgetDataRequestSchema = z.object({
  widgetId: idNumberSchema.optional(),
  dashboardWidgetId: dbIntegerSchema.optional(),
  dashboardId: dbIntegerSchema.optional(),
  customerId: idSchema.optional(),
  userId: dbIntegerSchema.optional(),
  definition: widgetQueryDefinitionSchema.optional(),
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
  /** A preset code instead of dates (e.g. 30d, legacy 29i). */
  datePreset: singleLineText().max(10).optional(),
  compareDateFrom: isoDay.nullable().optional(),
  compareDateTo: isoDay.nullable().optional(),
  /** pp preceding period, py preceding year; with compare dates those win. */
  comparePreset: z.enum(['pp', 'py']).nullable().optional(),
  useDefaults: flag.default(false),
  /** Absent in a dashboard context: the dashboard's own setting applies (else off). */
  applyRetailerAssortment: flag.optional(),
  /**
   * Dashboard context (spec 2 §4 default use): 1 adds the dashboard's default saved filter to `savedFilterIds`,
   * 0 never; absent adds it only when the request sends no filter list and no saved filter.
   */
  filterUseDefaults: flag.optional(),
  dashboardSettings: z.record(z.string(), z.unknown()).nullable().optional(),
  dataset: z.enum(['widgetdata', 'DETAILS']).optional(),
  page: z.number().int().positive().max(100_000).default(1),
  itemsPerPage: z.number().int().positive().max(1000).default(50),
  sortBy: singleLineText().max(100).nullable().optional(),
  sortDesc: flag.default(false),
  ...filterIdFields,
  overrideSavedFilterIdsIsset: flag.default(false),
  overrideSavedFilterIds: ids,
  overrideMergeDashboardFilters: flag.default(false),
  overrideDimensionId: dbIntegerSchema.nullable().optional(),
  overrideTagName: singleLineText().max(200).nullable().optional(),
  overrideTableFieldConditions: z
    .array(
      z.object({
        fieldType: singleLineText(),
        fieldId: dbIntegerSchema,
        conditionOperator: singleLineText().nullable(),
        conditionValue: singleLineText().nullable(),
      }),
    )
    .max(60)
    .nullable()
    .optional(),
  overrideSubDimension: singleLineText().max(100).nullable().optional(),
  /** A click-through segment: only these items of one filter dimension. */
  overrideFilterDimension: z
    .object({ dimension: z.enum(filterDimensions), ids: z.array(dbIntegerSchema).max(10_000) })
    .nullable()
    .optional(),
});
export type WidgetDataRequest = z.input<typeof widgetDataRequestSchema>;
export type WidgetDataRequestParsed = z.output<typeof widgetDataRequestSchema>;

/** The most rows an "all rows" download or scheduled export writes; beyond them its stamp says where it stopped. */
export const EXPORT_MAX_ROWS = 1_000_000;
/** Which rows a download holds: `page` the page asked for (spec 2 §9: page 1 of 50 by default), `all` every row. */
export const exportRowsSchema = z.enum(['page', 'all']);
export type ExportRows = z.infer<typeof exportRowsSchema>;

/** The body of widget/{id}/download/csv and /excel: get-data's fields (the widget from the path) and the rows. */
export const widgetDownloadRequestSchema = widgetDataRequestSchema
  .omit({ widgetId: true, definition: true })
  .extend({ exportRows: exportRowsSchema.default('page') });
export type WidgetDownloadRequest = z.input<typeof widgetDownloadRequestSchema>;

const answer = <T extends string, R extends z.ZodType, S extends z.ZodType>(type: T, rawOutput: R, settingsUsed: S) =>
  z.object({ visualizationType: z.literal(type), rawOutput, settingsUsed });

/** The answer: rawOutput and settingsUsed in the shape of the widget type (chartOutputs, tableOutputs). */
export const widgetDataAnswerSchema = z.discriminatedUnion('visualizationType', [
  answer('KPI', kpiRawOutputSchema, kpiSettingsUsedSchema),
  answer('LINE', lineChartRawOutputSchema, lineChartSettingsUsedSchema),
  answer('SCATTER', scatterRawOutputSchema, scatterSettingsUsedSchema),
  answer('HORIZONTAL_BAR', horizontalBarRawOutputSchema, horizontalBarSettingsUsedSchema),
  answer('DATA_TABLE', tableWidgetOutputSchemas.DATA_TABLE.rawOutput, tableWidgetOutputSchemas.DATA_TABLE.settingsUsed),
  answer(
    'MATRIX_TABLE',
    tableWidgetOutputSchemas.MATRIX_TABLE.rawOutput,
    tableWidgetOutputSchemas.MATRIX_TABLE.settingsUsed,
  ),
  answer(
    'PERFORMANCE_OVERVIEW',
    tableWidgetOutputSchemas.PERFORMANCE_OVERVIEW.rawOutput,
    tableWidgetOutputSchemas.PERFORMANCE_OVERVIEW.settingsUsed,
  ),
  answer(
    'PRODUCT_OVERVIEW',
    tableWidgetOutputSchemas.PRODUCT_OVERVIEW.rawOutput,
    tableWidgetOutputSchemas.PRODUCT_OVERVIEW.settingsUsed,
  ),
  answer('TEXT', tableWidgetOutputSchemas.TEXT.rawOutput, tableWidgetOutputSchemas.TEXT.settingsUsed),
  answer(
    'IMAGE_SIMILARITY_OVERVIEW',
    tableWidgetOutputSchemas.IMAGE_SIMILARITY_OVERVIEW.rawOutput,
    tableWidgetOutputSchemas.IMAGE_SIMILARITY_OVERVIEW.settingsUsed,
  ),
]);
export type WidgetDataAnswer = z.infer<typeof widgetDataAnswerSchema>;

/**
 * `dates` of the chart details request: the first and last day, as `dates=YYYY-MM-DD,YYYY-MM-DD` or the
 * parameter given twice; one day alone means that day only.
 */
export const chartDetailsDatesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((day) => day.trim()))
  .pipe(z.array(isoDay).min(1, 'Give one or two dates.').max(2, 'Give one or two dates.'))
  .transform(([from, to]) => ({ dateFrom: from ?? '', dateTo: to ?? from ?? '' }));

/**
 * Chart details of spec 2 §7 / spec 3 §7: a daily line per retailer, keyword or category page over `dates`
 * (dateFrom/dateTo are accepted too; `dates` wins). productId narrows it to one product; without it the line
 * covers the products in view.
 */
export const chartDetailsQuerySchema = z.object({
  visualizationType: z.literal('LINE').default('LINE'),
  dateGranularity: z.literal('DAY').default('DAY'),
  aggregationType: aggregationFunctionSchema.default('MIN'),
  metric: z.enum([
    'DCC_SCORE',
    'AVAILABILITY',
    'DAYS_OUT_OF_STOCK',
    'REVIEW_COUNT',
    'REVIEW_SCORE',
    'IMAGE_COUNT',
    'VIDEO_COUNT',
    'PRICE_SELL',
    'SEARCH_RANK',
    'CATEGORY_RANK',
  ]),
  dimension: z.enum(['RETAILER', 'SEARCH_KEYWORD', 'CATEGORY_LISTING']).default('RETAILER'),
  dates: chartDetailsDatesSchema.optional(),
  productId: idSchema.optional(),
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
  useDefaults: z.enum(['0', '1']).default('0'),
});
export const chartDetailsAnswerSchema = z.object({
  rawOutput: lineChartRawOutputSchema,
  settingsUsed: lineChartSettingsUsedSchema,
});
export type ChartDetailsAnswer = z.infer<typeof chartDetailsAnswerSchema>;

/** At most this many widgets in one batched get-data: a dashboard's print layout holds fifty. */
export const WIDGET_DATA_BATCH_MAX = 100;

/** A batched get-data: the requests of spec 2 §7, each as one get-data call would send it. */
export const widgetDataBatchRequestSchema = z.object({
  requests: z.array(widgetDataRequestSchema).min(1).max(WIDGET_DATA_BATCH_MAX),
});
export type WidgetDataBatchRequest = z.input<typeof widgetDataBatchRequestSchema>;

/**
 * One line of a batched get-data's answer (newline-delimited JSON): the index of its request, and the status and
 * body a get-data call of that request answers — the widget's answer, or the API error.
 */
export const widgetDataBatchLineSchema = z.union([
  z.object({ index: z.number().int().nonnegative(), status: z.literal(200), body: widgetDataAnswerSchema }),
  z.object({ index: z.number().int().nonnegative(), status: z.number().int().min(400).max(599), body: apiErrorSchema }),
]);
export type WidgetDataBatchLine = z.infer<typeof widgetDataBatchLineSchema>;

/**
 * The most points a scatter plot's picture is drawn with: each point is an element of the SVG, and 5,000 made a
 * picture of 1.1 MB that took the server up to a second to draw, longer than the browser's own canvas drawing.
 */
export const CHART_PICTURE_MAX_SCATTER_POINTS = 1000;

/** What the chart picture call answers when it draws none (a 400 naming `widgetId`): the page draws the chart itself. */
export const widgetChartMessages = {
  noChart: 'This widget draws no chart for this request',
  tooManyPoints: `This scatter plot has more than ${CHART_PICTURE_MAX_SCATTER_POINTS} points: it is drawn in the browser`,
} as const;

/** The sizes, in CSS pixels, a chart's first picture is drawn at (a chart on a phone up to one on a wall screen). */
export const CHART_PICTURE_SIZE = { min: 40, max: 4000 } as const;

const chartPictureSide = z.number().int().min(CHART_PICTURE_SIZE.min).max(CHART_PICTURE_SIZE.max);

/**
 * A chart's first picture: one get-data request (resolved exactly as get-data resolves it) and the size the chart
 * takes on the page. The answer is the chart as an SVG document, drawn from the answer get-data gives, without
 * selection or animation; the page shows it until the chart's script takes over.
 */
export const widgetChartRequestSchema = widgetDataRequestSchema.extend({
  chartWidth: chartPictureSide,
  chartHeight: chartPictureSide,
});
export type WidgetChartRequest = z.input<typeof widgetChartRequestSchema>;

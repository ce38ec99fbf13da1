import { z } from 'zod';
import { isoDateSchema } from './dates/isoDate';
import { coercedId, dbIntegerSchema, idNumberSchema, singleLineText } from './primitives';
import { exportDashboardSettingsSchema } from './scheduledExports';
import { dateGroupingSchema, type WidgetVisualizationType } from './widgets/widgetTypes';

/**
 * Datasets (spec 2 §3, §7): a one-off file of market data built in the background — a widget's full table
 * (or the product rows behind it), or metrics × dimensions picked in the builder — kept until its expiry
 * date, downloadable and mailable. The spec shows `datasets` and `datasets/context`; the other calls follow
 * the scheduled exports' shape.
 */
export const datasetPaths = {
  /** GET: the datasets I own or received, newest first. */
  datasets: '/api/customer/:customerId/datasets',
  /** GET `?dwId=` (a placed widget) or `?datasetId=` (build again): what the builder starts from. */
  datasetsContext: '/api/customer/:customerId/datasets/context',
  /** POST: queues the build; answers the dataset with status 'I'. */
  datasetCreate: '/api/customer/:customerId/dataset/create',
  /** GET one (owner or recipient, with progress), DELETE (owner: the file goes too). */
  dataset: '/api/customer/:customerId/dataset/:id',
  /** GET: the built file (owner or recipient), until it expires. */
  datasetDownload: '/api/customer/:customerId/dataset/:id/download',
  /** POST (owner): mails the file (or a link beyond the attachment limit) to the recipients again. */
  datasetMail: '/api/customer/:customerId/dataset/:id/mail',
} as const;

export const datasetMessages = {
  subject: 'Enter a name for the dataset.',
  source: 'Choose a widget, or at least one metric and one dimension.',
  sourceBoth: 'Choose a widget or metrics and dimensions, not both.',
  metrics: 'Choose at least one metric.',
  dimensions: 'Choose at least one dimension.',
  dates: 'The end date cannot be before the start date.',
  recipients: 'Choose recipients among the users of this customer.',
  context: 'Give dwId or datasetId.',
  notReady: 'This dataset has no file yet.',
  expired: 'This dataset has expired; build it again.',
  unknown: 'Unknown dataset.',
  ownerOnly: 'Only the owner of the dataset may change or mail it.',
  membersOnly: 'Only members of the customer build datasets.',
  unknownPlacedWidget: 'Unknown dashboard widget.',
  unknownWidget: 'Unknown widget.',
  notForWidget: 'This widget cannot give that output.',
} as const;

export const datasetFileTypeSchema = z.enum(['csv', 'xlsx']);
export type DatasetFileType = z.infer<typeof datasetFileTypeSchema>;

/**
 * What a dataset holds (spec 2 §9: the default is widgetdata for tables and DETAILS otherwise):
 * widgetdata — the widget's whole table, every page; DETAILS — the product rows behind the widget;
 * metrics — one row per dimension item (and day, week or month when grouped by date) with a column per metric.
 */
export const datasetOutputTypeSchema = z.enum(['widgetdata', 'DETAILS', 'metrics']);
export type DatasetOutputType = z.infer<typeof datasetOutputTypeSchema>;

const TABLE_WIDGETS = new Set<WidgetVisualizationType>(['DATA_TABLE', 'MATRIX_TABLE']);
/** Widgets without product rows behind them (text, image checks) give their table only. */
const WIDGETS_WITHOUT_DETAILS = new Set<WidgetVisualizationType>(['TEXT', 'IMAGE_SIMILARITY_OVERVIEW']);

/**
 * What a widget can give, the default first (spec 2 §9): a table its whole table or the product rows behind
 * it; a chart the product rows (its few points are its download); text and image checks their table.
 * The builder offers and the server accepts exactly these.
 */
export function datasetOutputTypesOf(visualization: WidgetVisualizationType): DatasetOutputType[] {
  if (TABLE_WIDGETS.has(visualization)) return ['widgetdata', 'DETAILS'];
  if (WIDGETS_WITHOUT_DETAILS.has(visualization)) return ['widgetdata'];
  return ['DETAILS'];
}

/** I queued, R building (see progress), D done (file kept until expiry), F failed (see error), E expired (file removed). */
export const datasetStatusSchema = z.enum(['I', 'R', 'D', 'F', 'E']);
export type DatasetStatus = z.infer<typeof datasetStatusSchema>;
export const datasetStatusLabels: Record<DatasetStatus, string> = {
  I: 'Queued',
  R: 'Building',
  D: 'Ready',
  F: 'Failed',
  E: 'Expired',
};

export const DATASET_DEFAULTS = {
  fileType: 'csv',
  /** Days a built file is kept. */
  expiryDays: 30,
} as const;
export const DATASET_MAX_EXPIRY_DAYS = 365;
export const DATASET_MAX_METRICS = 30;
export const DATASET_MAX_DIMENSIONS = 4;

export const datasetInputSchema = z
  .object({
    subject: singleLineText().trim().min(1, datasetMessages.subject).max(200),
    fileType: datasetFileTypeSchema.default(DATASET_DEFAULTS.fileType),
    /** Absent: widgetdata for a table widget, DETAILS for another widget, metrics without a widget. */
    outputType: datasetOutputTypeSchema.optional(),
    /** A placed widget (its overrides apply) … */
    dashboardWidgetId: dbIntegerSchema.nullable().default(null),
    /** … or a saved widget … */
    widgetId: dbIntegerSchema.nullable().default(null),
    /** … or metrics × dimensions. */
    metricIds: z.array(idNumberSchema).max(DATASET_MAX_METRICS).default([]),
    dimensionIds: z.array(idNumberSchema).max(DATASET_MAX_DIMENSIONS).default([]),
    /** Metrics only: one row per day, week or month besides the dimensions; null sums the whole period. */
    dateGrouping: dateGroupingSchema.nullable().default(null),
    fromDate: isoDateSchema,
    toDate: isoDateSchema,
    filterSet: exportDashboardSettingsSchema.default(exportDashboardSettingsSchema.parse({})),
    applyRetailerAssortment: z.boolean().default(false),
    /** Mailed when built; empty: nobody is mailed (the owner sees it in the list). */
    recipientIds: z.array(idNumberSchema).max(1000).default([]),
    expiryDays: z.number().int().min(1).max(DATASET_MAX_EXPIRY_DAYS).default(DATASET_DEFAULTS.expiryDays),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const hasWidget = input.dashboardWidgetId !== null || input.widgetId !== null;
    const hasMetrics = input.metricIds.length > 0 || input.dimensionIds.length > 0;
    if (input.dashboardWidgetId !== null && input.widgetId !== null) issue('widgetId', datasetMessages.sourceBoth);
    else if (hasWidget && hasMetrics) issue('metricIds', datasetMessages.sourceBoth);
    else if (!hasWidget && !hasMetrics) issue('metricIds', datasetMessages.source);
    else if (!hasWidget && input.metricIds.length === 0) issue('metricIds', datasetMessages.metrics);
    else if (!hasWidget && input.dimensionIds.length === 0) issue('dimensionIds', datasetMessages.dimensions);
    if (input.outputType === 'metrics' && hasWidget) issue('outputType', datasetMessages.sourceBoth);
    if (input.outputType !== undefined && input.outputType !== 'metrics' && !hasWidget)
      issue('outputType', datasetMessages.source);
    if (input.toDate < input.fromDate) issue('toDate', datasetMessages.dates);
  });
export type DatasetInput = z.input<typeof datasetInputSchema>;
export type DatasetInputParsed = z.output<typeof datasetInputSchema>;

export const datasetSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  ownerUserId: z.number().int(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  isActive: z.boolean(),
  status: datasetStatusSchema,
  fileType: datasetFileTypeSchema,
  subject: z.string(),
  outputType: datasetOutputTypeSchema,
  dashboardWidgetId: z.number().int().nullable(),
  widgetId: z.number().int().nullable(),
  metricIds: z.array(z.number().int()),
  dimensionIds: z.array(z.number().int()),
  dateGrouping: dateGroupingSchema.nullable(),
  /** What it holds, in words: the widget's name, or the metrics by dimensions. */
  sourceName: z.string(),
  recipientList: z.array(z.number().int()),
  fromDate: z.string(),
  toDate: z.string(),
  filterSet: exportDashboardSettingsSchema,
  applyRetailerAssortment: z.boolean(),
  /** Rows written so far while building; all rows once done. */
  rowsWritten: z.number().int(),
  /** Rows expected (known once the build has counted them), else null. */
  rowsTotal: z.number().int().nullable(),
  /** 0–100 while building, 100 once done. */
  progress: z.number().min(0).max(100),
  /** The file's name with its extension, once built. */
  filename: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  generatedDateTime: z.string().nullable(),
  expiryDate: z.string(),
  isOwnedByMe: z.boolean(),
});
export type Dataset = z.infer<typeof datasetSchema>;
export const datasetListSchema = z.array(datasetSchema);

export const datasetIdParamsSchema = z.object({ id: coercedId() });
export const datasetContextQuerySchema = z
  .object({ dwId: coercedId().optional(), datasetId: coercedId().optional() })
  .refine((query) => (query.dwId === undefined) !== (query.datasetId === undefined), {
    message: datasetMessages.context,
    path: ['dwId'],
  });

/** What the builder starts from: a placed widget's settings, or a dataset's own input to build it again. */
export const datasetContextSchema = z.object({
  /** The input to prefill the builder with (subject, source, dates, filters). */
  input: z.object({
    subject: z.string(),
    fileType: datasetFileTypeSchema,
    outputType: datasetOutputTypeSchema,
    dashboardWidgetId: z.number().int().nullable(),
    widgetId: z.number().int().nullable(),
    metricIds: z.array(z.number().int()),
    dimensionIds: z.array(z.number().int()),
    dateGrouping: dateGroupingSchema.nullable(),
    fromDate: z.string(),
    toDate: z.string(),
    filterSet: exportDashboardSettingsSchema,
    applyRetailerAssortment: z.boolean(),
    recipientIds: z.array(z.number().int()),
    expiryDays: z.number().int(),
  }),
  /** The source in words (widget and dashboard name). */
  sourceName: z.string(),
  /** Output types this source can give: a table widget gives widgetdata and DETAILS, others DETAILS. */
  outputTypes: z.array(datasetOutputTypeSchema),
});
export type DatasetContext = z.infer<typeof datasetContextSchema>;

import { z } from 'zod';
import { aggregationFunctionSchema } from './widgetTypes';

/**
 * `rawOutput` of the table-like widget types (spec 2 §3, §7): what the widget query engine answers and the
 * renderers in @shelfsight/widget-kit draw. Numbers are plain numbers (percent values in percent points, 0–100;
 * currency amounts in the currency named beside them); dates are ISO 8601 strings; a missing value is null.
 */

const isoDateTime = z.iso.datetime({ offset: true, local: true });
const isoDateOrDateTime = z.union([z.iso.date(), isoDateTime]);

/** Product dummy id: present when a row stands for one product, so its details can be opened. */
export const productDummyIdSchema = z.union([z.string().min(1), z.number().int()]).nullable();

/** One shown value: text, number or ISO date, null when there is no data. */
export const cellValueSchema = z.union([z.string(), z.number(), z.null()]);
export type CellValue = z.infer<typeof cellValueSchema>;

/** How a number is shown: currency 2 dp, percent and number 1 dp (spec 2 §9); text and date as they come. */
export const valueFormatSchema = z.enum(['currency', 'percent', 'number', 'text', 'date']);
export type ValueFormat = z.infer<typeof valueFormatSchema>;

/** Table field data types: s string, n number, d date (spec 2 §3). */
export const fieldDataTypeSchema = z.enum(['s', 'n', 'd']);

/** columnThresholds (spec 2 §3): the first threshold whose condition holds styles the cell. */
export const columnThresholdSchema = z.object({
  id: z.number().int(),
  /** e.g. `{{seq_3}} < 50 && {{seq_4}} >= 10`; see the threshold grammar in spec 2 §5. */
  condition: z.string().min(1),
  css: z.object({
    'background-color': z.string().optional(),
    color: z.string().optional(),
  }),
});
export type ColumnThreshold = z.infer<typeof columnThresholdSchema>;
export type ThresholdCss = ColumnThreshold['css'];

/** columnGroups (spec 2 §3): a grouped header over the columns that carry its id. */
export const columnGroupSchema = z.object({
  id: z.number().int(),
  sequenceNumber: z.number().int(),
  name: z.string(),
  /** Hex colour of the group header, or null for the default. */
  color: z.string().nullable(),
  icon: z.string().nullable(),
  linkedDashboardId: z.number().int().nullable(),
});
export type ColumnGroup = z.infer<typeof columnGroupSchema>;

export const dataTableColumnSchema = z.object({
  /** Key of the column's value in each row's `values`. */
  key: z.string().min(1),
  /** Table field or table column id; thresholds reference it as `{{seq_<id>}}`. */
  id: z.number().int(),
  /** Position in the widget; thresholds may also reference it as `{{seq_<sequenceNumber>}}`. */
  sequenceNumber: z.number().int(),
  name: z.string(),
  dataType: fieldDataTypeSchema,
  format: valueFormatSchema,
  /** ISO 4217 code for `currency` columns; null shows the amount without a symbol. */
  currency: z.string().length(3).nullable().default(null),
  thresholds: z.array(columnThresholdSchema).default([]),
  tooltip: z.string().nullable().default(null),
  columnGroupId: z.number().int().nullable().default(null),
  /** Whether the server can sort by this column. */
  sortable: z.boolean().default(true),
});
export type DataTableColumn = z.infer<typeof dataTableColumnSchema>;

export const dataTableRowSchema = z.object({
  /** Stable row key, unique within the answer. */
  key: z.string().min(1),
  productDummyId: productDummyIdSchema.default(null),
  /** The product's thumbnail address, on product rows where the server can address one. */
  imageUrl: z.string().nullable().optional(),
  /** Column key → value. */
  values: z.record(z.string(), cellValueSchema),
});
export type DataTableRow = z.infer<typeof dataTableRowSchema>;

/** DATA_TABLE: one page of rows, paged and sorted by the server. */
export const dataTableOutputSchema = z.object({
  columns: z.array(dataTableColumnSchema),
  columnGroups: z.array(columnGroupSchema).default([]),
  rows: z.array(dataTableRowSchema),
  /** Rows over all pages. */
  totalRows: z.number().int().nonnegative(),
  /** 1-based page number of `rows`. */
  page: z.number().int().positive(),
  itemsPerPage: z.number().int().positive(),
  /** Column key the rows are sorted by, null for the widget's default order. */
  sortBy: z.string().nullable(),
  sortDesc: z.boolean(),
  /** Aggregate of all rows when the widget type can add an overall row and the widget asks for it. */
  overallRow: dataTableRowSchema.nullable().optional(),
});
export type DataTableOutput = z.infer<typeof dataTableOutputSchema>;

/** The metric a matrix, performance overview or product card shows. */
export const widgetMetricSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  format: valueFormatSchema,
  currency: z.string().length(3).nullable().default(null),
  /** True where a rise is bad (price, out-of-stock days): trends are then coloured the other way. */
  lowerIsBetter: z.boolean().default(false),
});
export type WidgetMetric = z.infer<typeof widgetMetricSchema>;

const dimensionRefSchema = z.object({ id: z.number().int(), name: z.string() });
const dimensionValueSchema = z.object({ key: z.string().min(1), label: z.string() });

/** MATRIX_TABLE: one metric per horizontal × vertical dimension value. */
export const matrixTableOutputSchema = z.object({
  metric: widgetMetricSchema,
  horizontalDimension: dimensionRefSchema,
  verticalDimension: dimensionRefSchema,
  /** Horizontal dimension values, left to right. */
  columns: z.array(dimensionValueSchema),
  /** Vertical dimension values, top to bottom; `values` maps a column key to the cell, absent or null = no data. */
  rows: z.array(dimensionValueSchema.extend({ values: z.record(z.string(), z.number().nullable()) })),
  /** Applied to each cell; a comparison without a left side compares the cell itself (`>= 80`). */
  thresholds: z.array(columnThresholdSchema).default([]),
});
export type MatrixTableOutput = z.infer<typeof matrixTableOutputSchema>;

const performanceValuesSchema = z.object({
  key: z.string().min(1),
  label: z.string(),
  value: z.number().nullable(),
  /** The same metric over the compare dates; null without comparison or without data. */
  compareValue: z.number().nullable(),
  /**
   * Change against `compareValue`, as the KPI widget computes it (`trendAgainst`): percent metrics in percent
   * points, other formats relative to the compare value in percent; null without a comparison, and for other
   * formats from a zero base.
   */
  trend: z.number().nullable(),
  productDummyId: productDummyIdSchema.default(null),
});

/**
 * The change of a value against its compare value, as the KPI widget and the performance overview show it:
 * percent metrics in percent points (availability 90.48 → 92.06 is +1.58, and 0 → 5 is +5), because a
 * relative change of a rate reads as nonsense to most users; other formats relative to the compare value in
 * percent, null from a zero base. Null when either value is missing.
 */
export function trendAgainst(
  value: number | null | undefined,
  compareValue: number | null | undefined,
  percentPoints: boolean,
): number | null {
  if (value === null || value === undefined || compareValue === null || compareValue === undefined) return null;
  if (percentPoints) return value - compareValue;
  if (compareValue === 0) return null;
  return ((value - compareValue) / Math.abs(compareValue)) * 100;
}

/** PERFORMANCE_OVERVIEW: the metric per dimension value, against the compare dates, optionally split again. */
export const performanceOverviewOutputSchema = z.object({
  metric: widgetMetricSchema,
  dimension: dimensionRefSchema,
  subDimension: dimensionRefSchema.nullable().default(null),
  items: z.array(performanceValuesSchema.extend({ subRows: z.array(performanceValuesSchema).default([]) })),
});
export type PerformanceOverviewOutput = z.infer<typeof performanceOverviewOutputSchema>;
export type PerformanceOverviewItem = PerformanceOverviewOutput['items'][number];

export const productCardMetricSchema = z.object({
  key: z.string().min(1),
  name: z.string(),
  value: z.number().nullable(),
  format: valueFormatSchema,
  currency: z.string().length(3).nullable().default(null),
  /** Change against the compare period, computed like the performance overview's `trend`. */
  trend: z.number().nullable().default(null),
  lowerIsBetter: z.boolean().default(false),
});

/** PRODUCT_OVERVIEW: one card per product with its key metrics. */
export const productOverviewOutputSchema = z.object({
  products: z.array(
    z.object({
      productDummyId: productDummyIdSchema,
      name: z.string(),
      brand: z.string().nullable(),
      /** Image addresses, preferred first (retailer image, then the stored copy). */
      imageUrls: z.array(z.string()).default([]),
      /** Retailers where the product is listed in the period. */
      retailerCount: z.number().int().nonnegative(),
      metrics: z.array(productCardMetricSchema),
    }),
  ),
  /** Products matching the filters; more than `products.length` means the answer was cut to the top ones. */
  totalProducts: z.number().int().nonnegative(),
});
export type ProductOverviewOutput = z.infer<typeof productOverviewOutputSchema>;
export type ProductOverviewProduct = ProductOverviewOutput['products'][number];

/** Link targets of text widgets: only http(s) addresses, so no script or data URL can be stored. */
const safeHrefSchema = z.url({ protocol: /^https?$/ });

/** TEXT: rich text as data, never HTML, so a renderer cannot inject markup. */
export const textSpanSchema = z.object({
  text: z.string(),
  bold: z.boolean().default(false),
  italic: z.boolean().default(false),
  href: safeHrefSchema.nullable().default(null),
});
export const textBlockSchema = z.object({
  type: z.enum(['heading', 'paragraph', 'bullet']),
  spans: z.array(textSpanSchema),
});
export const textOutputSchema = z.object({
  /** The widget's text fields (or the dashboard's override of them), in order. */
  fields: z.array(
    z.object({ key: z.string().min(1), title: z.string().nullable().default(null), blocks: z.array(textBlockSchema) }),
  ),
});
export type TextOutput = z.infer<typeof textOutputSchema>;
export type TextBlock = z.infer<typeof textBlockSchema>;

/**
 * Blocks of a saved text field's plain body: a blank line starts a paragraph, a line starting with '- ' or
 * '• ' is a bullet; single line breaks stay inside the paragraph's text.
 */
export function plainTextBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0)
        blocks.push(textBlockSchema.parse({ type: 'paragraph', spans: [{ text: paragraph.join('\n') }] }));
      paragraph = [];
    };
    for (const line of lines) {
      const bullet = /^\s*[-•]\s+(.*)$/.exec(line);
      if (!bullet) paragraph.push(line.trim());
      else {
        flush();
        blocks.push(textBlockSchema.parse({ type: 'bullet', spans: [{ text: bullet[1] }] }));
      }
    }
    flush();
  }
  return blocks;
}

/**
 * Result states of an image-similarity check. Known values are listed; the schema keeps any other string,
 * because a renderer shows every state it does not know as an error (spec 2 §4).
 */
export const imageSimilarityStates = [
  'in_progress',
  'equal',
  'highly_similar',
  'somewhat_similar',
  'different',
  'upgrade_to_check',
] as const;

export const imageSimilarityResultSchema = z.object({
  retailerId: z.number().int(),
  status: z.string().min(1),
  /** Similarity in percent (0–100); null while in progress. Shown to system admins only. */
  score: z.number().min(0).max(100).nullable(),
  checkedOn: isoDateOrDateTime.nullable(),
  nextCheckOn: isoDateOrDateTime.nullable(),
});
export type ImageSimilarityResult = z.infer<typeof imageSimilarityResultSchema>;

/** IMAGE_SIMILARITY_OVERVIEW: per product, its latest check at each retailer. */
export const imageSimilarityOverviewOutputSchema = z.object({
  /** Column order; a product without a result at a retailer shows no badge there. */
  retailers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  products: z.array(
    z.object({
      productDummyId: productDummyIdSchema,
      name: z.string(),
      brand: z.string().nullable(),
      ean: z.string().nullable(),
      imageUrls: z.array(z.string()).default([]),
      results: z.array(imageSimilarityResultSchema),
    }),
  ),
  totalProducts: z.number().int().nonnegative(),
});
export type ImageSimilarityOverviewOutput = z.infer<typeof imageSimilarityOverviewOutputSchema>;

/** settingsUsed of the table-like types: the period and aggregation the engine applied. */
export const tableSettingsUsedSchema = z.object({
  dateFrom: z.iso.date(),
  dateTo: z.iso.date(),
  /** The comparison period (performance overview trends); absent or null when there is none. */
  compareDateFrom: z.iso.date().nullable().optional(),
  compareDateTo: z.iso.date().nullable().optional(),
  aggregationFunction: aggregationFunctionSchema.nullable().optional(),
});
export type TableSettingsUsed = z.infer<typeof tableSettingsUsedSchema>;

/** rawOutput and settingsUsed per table-like visualisation type, for the engine and for renderers. */
export const tableWidgetOutputSchemas = {
  DATA_TABLE: { rawOutput: dataTableOutputSchema, settingsUsed: tableSettingsUsedSchema },
  MATRIX_TABLE: { rawOutput: matrixTableOutputSchema, settingsUsed: tableSettingsUsedSchema },
  PERFORMANCE_OVERVIEW: { rawOutput: performanceOverviewOutputSchema, settingsUsed: tableSettingsUsedSchema },
  PRODUCT_OVERVIEW: { rawOutput: productOverviewOutputSchema, settingsUsed: tableSettingsUsedSchema },
  TEXT: { rawOutput: textOutputSchema, settingsUsed: tableSettingsUsedSchema.partial() },
  IMAGE_SIMILARITY_OVERVIEW: { rawOutput: imageSimilarityOverviewOutputSchema, settingsUsed: tableSettingsUsedSchema },
} as const;

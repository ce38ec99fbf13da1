import { z } from 'zod';
import { aggregationFunctionSchema, dateGroupingSchema } from './widgetTypes';

/**
 * Answer shapes of the widget query engine for the four chart types (KPI, LINE, SCATTER, HORIZONTAL_BAR).
 * `POST /api/widget/get-data` answers `{ rawOutput, settingsUsed }`: rawOutput carries the numbers,
 * settingsUsed says how they were computed and how to show them. Values are plain numbers (percentages
 * in percent points, 0–100), dates are ISO days (YYYY-MM-DD); a missing value is null, never 0.
 */

/** An ISO calendar day, YYYY-MM-DD. */
const isoDaySchema = z.iso.date();

/**
 * How values are shown. currency: 2 decimals with the ISO 4217 code's symbol; percent and number:
 * 1 decimal; rank: a position where 1 is best (averages may be fractional), drawn on an inverted axis.
 */
export const chartValueFormatSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('currency'), currencyCode: z.string().regex(/^[A-Z]{3}$/, 'Use an ISO 4217 code') }),
  z.object({ type: z.literal('percent') }),
  /** max: the highest value the metric can take (a 0–5 rating: 5); the value axis ends there. Percentages end at 100 by their format. */
  z.object({ type: z.literal('number'), max: z.number().optional() }),
  z.object({ type: z.literal('rank') }),
]);
export type ChartValueFormat = z.infer<typeof chartValueFormatSchema>;

/** What every chart's settingsUsed carries. */
const chartSettingsBase = {
  /** Metric as the user knows it, e.g. 'Availability' or 'Selling price'. */
  metricName: z.string(),
  valueFormat: chartValueFormatSchema,
  /** Aggregation applied over products, retailers and days; null when the metric fixes its own. */
  aggregationFunction: aggregationFunctionSchema.nullable().optional(),
  /** The period the values cover, both days included. */
  dateFrom: isoDaySchema,
  dateTo: isoDaySchema,
  /** The comparison period; absent or null when the widget compares nothing. */
  compareDateFrom: isoDaySchema.nullable().optional(),
  compareDateTo: isoDaySchema.nullable().optional(),
  /** False for metrics where a rise is bad (price, days out of stock, rank); defaults by format. */
  higherIsBetter: z.boolean().optional(),
};

// ---------------------------------------------------------------- KPI

export const kpiRawOutputSchema = z.object({
  /** The aggregated value over the period; null when there were no observations. */
  value: z.number().nullable(),
  /** The same aggregate over the comparison period; null or absent when there is none. */
  compareValue: z.number().nullable().optional(),
  /** Observations behind the value, shown as context ("from 1,240 observations"). */
  observationCount: z.number().int().nonnegative().optional(),
});
export type KpiRawOutput = z.infer<typeof kpiRawOutputSchema>;

export const kpiSettingsUsedSchema = z.object(chartSettingsBase);
export type KpiSettingsUsed = z.infer<typeof kpiSettingsUsedSchema>;

// ---------------------------------------------------------------- LINE

export const lineChartPointSchema = z.object({
  /** First day of the bucket: the day, the ISO week's Monday, the month's 1st or the year's 1 January. */
  date: isoDaySchema,
  value: z.number().nullable(),
});
export type LineChartPoint = z.infer<typeof lineChartPointSchema>;

export const lineChartSeriesSchema = z.object({
  /** Stable id of the dimension item, e.g. 'retailer:12'; click-throughs refer to it. */
  seriesKey: z.string().min(1),
  /** Legend and tooltip name, e.g. 'Tesco'. */
  label: z.string(),
  /** Optional fixed colour (#rrggbb); otherwise the default palette by position. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  points: z.array(lineChartPointSchema),
});
export type LineChartSeries = z.infer<typeof lineChartSeriesSchema>;

/** The segment a click on a line opens: the dimension item behind a series, optionally for one day. */
export const lineChartClickThroughSchema = z.object({
  seriesKey: z.string().min(1),
  /** Limits the click-through to one bucket; absent means every date of the series. */
  date: isoDaySchema.optional(),
  /** Dimension of the item, e.g. 'retailer', 'brand', 'product'. */
  dimension: z.string(),
  entityId: z.union([z.number().int(), z.string()]),
});
export type LineChartClickThrough = z.infer<typeof lineChartClickThroughSchema>;

/** Spec 2 §2: graph data is an object with a chartData array; clickThroughs, if given, is an array. */
export const lineChartRawOutputSchema = z.object({
  chartData: z.array(lineChartSeriesSchema),
  clickThroughs: z.array(lineChartClickThroughSchema).optional(),
});
export type LineChartRawOutput = z.infer<typeof lineChartRawOutputSchema>;

export const lineChartSettingsUsedSchema = z.object({
  ...chartSettingsBase,
  /** Bucket size of the points; missing buckets between dateFrom and dateTo are drawn as gaps. */
  dateGrouping: dateGroupingSchema,
});
export type LineChartSettingsUsed = z.infer<typeof lineChartSettingsUsedSchema>;

// ---------------------------------------------------------------- SCATTER

export const scatterPointSchema = z.object({
  /** Stable id of the item, e.g. 'product:4711'. */
  key: z.string().min(1),
  /** Tooltip name, e.g. the product title. */
  label: z.string(),
  /** The position, to 4 decimals (values are shown with at most 2). */
  x: z.number(),
  y: z.number(),
});
export type ScatterPoint = z.infer<typeof scatterPointSchema>;

export const scatterRawOutputSchema = z.object({
  /**
   * One series per group; points without a group go in a single series ('all'). Money in several
   * currencies gets a series per currency ('currency:EUR', ...), as one axis cannot mix them.
   */
  series: z.array(
    z.object({
      seriesKey: z.string().min(1),
      label: z.string(),
      /** The currency of the series' money values, when the answer has a series per currency. */
      currencyCode: z.string().nullable().optional(),
      points: z.array(scatterPointSchema),
    }),
  ),
});
export type ScatterRawOutput = z.infer<typeof scatterRawOutputSchema>;

const scatterAxisSchema = z.object({ metricName: z.string(), valueFormat: chartValueFormatSchema });
export const scatterSettingsUsedSchema = z.object({
  dateFrom: isoDaySchema,
  dateTo: isoDaySchema,
  xAxis: scatterAxisSchema,
  yAxis: scatterAxisSchema,
});
export type ScatterSettingsUsed = z.infer<typeof scatterSettingsUsedSchema>;

// ---------------------------------------------------------------- HORIZONTAL_BAR

export const horizontalBarSchema = z.object({
  /** Stable id of the dimension item, e.g. 'retailer:12'. */
  key: z.string().min(1),
  label: z.string(),
  value: z.number().nullable(),
  /** The same item over the comparison period, drawn as a second, lighter bar. */
  compareValue: z.number().nullable().optional(),
});
export type HorizontalBar = z.infer<typeof horizontalBarSchema>;

/** Bars in the order to draw them, top to bottom; the engine sorts (usually by value, best first). */
export const horizontalBarRawOutputSchema = z.object({ bars: z.array(horizontalBarSchema) });
export type HorizontalBarRawOutput = z.infer<typeof horizontalBarRawOutputSchema>;

export const horizontalBarSettingsUsedSchema = z.object({
  ...chartSettingsBase,
  /** Name of the dimension on the bars' axis, e.g. 'Retailer'. */
  dimensionName: z.string().optional(),
});
export type HorizontalBarSettingsUsed = z.infer<typeof horizontalBarSettingsUsedSchema>;

/** rawOutput and settingsUsed per chart visualisation type, for the engine and for renderers. */
export const chartOutputSchemas = {
  KPI: { rawOutput: kpiRawOutputSchema, settingsUsed: kpiSettingsUsedSchema },
  LINE: { rawOutput: lineChartRawOutputSchema, settingsUsed: lineChartSettingsUsedSchema },
  SCATTER: { rawOutput: scatterRawOutputSchema, settingsUsed: scatterSettingsUsedSchema },
  HORIZONTAL_BAR: { rawOutput: horizontalBarRawOutputSchema, settingsUsed: horizontalBarSettingsUsedSchema },
} as const;

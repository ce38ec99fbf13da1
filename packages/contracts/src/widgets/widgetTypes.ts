import { z } from 'zod';

/**
 * The ten widget visualisation types (spec 2 §3). One name per renderer in @shelfsight/widget-kit and per
 * answer shape of the widget query engine; scatter plot exists but is not selectable in the editor.
 */
export const widgetVisualizationTypes = [
  'KPI',
  'LINE',
  'SCATTER',
  'HORIZONTAL_BAR',
  'PRODUCT_OVERVIEW',
  'DATA_TABLE',
  'MATRIX_TABLE',
  'PERFORMANCE_OVERVIEW',
  'TEXT',
  'IMAGE_SIMILARITY_OVERVIEW',
] as const;

export const widgetVisualizationTypeSchema = z.enum(widgetVisualizationTypes);
export type WidgetVisualizationType = z.infer<typeof widgetVisualizationTypeSchema>;

/** Aggregation functions and date groupings of spec 2 §3. */
export const aggregationFunctions = ['AVG', 'SUM', 'MIN', 'MAX', 'COUNT'] as const;
export const aggregationFunctionSchema = z.enum(aggregationFunctions);
export type AggregationFunction = z.infer<typeof aggregationFunctionSchema>;

export const dateGroupings = ['DAY', 'WEEK', 'MONTHNUM', 'YEAR', 'YEARSHORT'] as const;
export const dateGroupingSchema = z.enum(dateGroupings);
export type DateGrouping = z.infer<typeof dateGroupingSchema>;

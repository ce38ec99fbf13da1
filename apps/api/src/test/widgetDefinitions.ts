import type { WidgetQueryDefinitionInput } from '@shelfsight/contracts';

// Inline widget definitions the widget data tests draw on the market fixture (metric and dimension ids of the seed).

/** A month of the market fixture. */
export const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };

/** Availability, averaged. */
export const kpiDefinition: WidgetQueryDefinitionInput = {
  visualizationType: 'KPI',
  metricId: 2,
  aggregationFunction: 'AVG',
};

/** Metric 8 per retailer. */
export const barsDefinition: WidgetQueryDefinitionInput = {
  visualizationType: 'HORIZONTAL_BAR',
  metricId: 8,
  dimensionId: 1,
  aggregationFunction: 'AVG',
};

/** Availability per retailer and day. */
export const lineDefinition: WidgetQueryDefinitionInput = {
  visualizationType: 'LINE',
  metricId: 2,
  dimensionId: 1,
  aggregationFunction: 'AVG',
  dateAggregationLevel: 'DAY',
};

import {
  aggregationFunctionCatalogue,
  attributeTableFields,
  conditionOperatorsByDataType,
  dimensionCatalogue,
  type Metric,
  type MetricDefinition,
  metricCatalogue,
  metricGroups,
} from '@shelfsight/contracts';
import { metricSql } from '../../analytics/engine/metricSql';

/** Widget types a metric can be drawn in; search and category ranks have no product overview card. */
function visualizationOptions(metric: MetricDefinition): string[] {
  const all = [
    'KPI',
    'LINE',
    'HORIZONTAL_BAR',
    'SCATTER',
    'DATA_TABLE',
    'MATRIX_TABLE',
    'PERFORMANCE_OVERVIEW',
    'PRODUCT_OVERVIEW',
  ];
  return metricSql[metric.code].source === 'daily' ? all : all.filter((type) => type !== 'PRODUCT_OVERVIEW');
}

export function metricEntry(metric: MetricDefinition): Metric {
  return {
    id: metric.id,
    key: `${metric.id}_METRIC`,
    code: metric.code,
    metricGroupId: metric.metricGroupId,
    name: metric.name,
    description: metric.description,
    formula: metric.formula,
    type: 'METRIC',
    format: metric.format,
    visualizationOptions: visualizationOptions(metric),
    canBeAggregated: metric.canBeAggregated,
    defaultAggregation: metric.defaultAggregation,
    higherIsBetter: metric.higherIsBetter,
  };
}

export const metricList = () => metricCatalogue.map(metricEntry);

export const dimensionList = () =>
  dimensionCatalogue.map((dimension) => ({
    id: dimension.id,
    name: dimension.name,
    type: dimension.code,
    displaySequence: dimension.displaySequence,
  }));

/** Column groups are the metric groups: a table's grouped header says which area its metrics belong to. */
export const columnGroupList = () =>
  metricGroups.map((group, index) => ({
    id: group.id,
    sequenceNumber: index + 1,
    name: group.title,
    color: group.color,
    icon: group.icon,
    linkedDashboardId: null,
  }));

/** Product attributes (fieldType ATTRIBUTE) first, then every metric (fieldType METRIC, id = metric id). */
export const tableFieldList = () => [
  ...attributeTableFields.map((field) => ({
    id: field.id,
    name: field.name,
    description: `${field.name} of the row`,
    type: field.code,
    fieldType: 'ATTRIBUTE' as const,
    dataType: field.dataType,
  })),
  ...metricCatalogue.map((metric) => ({
    id: metric.id,
    name: metric.name,
    description: metric.description,
    type: metric.code,
    fieldType: 'METRIC' as const,
    dataType: 'n' as const,
  })),
];

/** One table column per metric; a column's id is its metric's id. */
export const tableColumnList = () =>
  metricCatalogue.map((metric, index) => ({
    id: metric.id,
    metricGroupId: metric.metricGroupId,
    sequenceNumber: index + 1,
    columnGroupId: metric.metricGroupId,
    name: metric.name,
    description: metric.description,
    sourceType: 'METRIC' as const,
    sourceId: metric.id,
    aggregationType: metric.defaultAggregation,
    toolTip: metric.formula,
    thresholds: [],
    visualizationOptions: visualizationOptions(metric),
    canBeAggregated: metric.canBeAggregated,
  }));

export const aggregationFunctionList = () => aggregationFunctionCatalogue.map((entry) => ({ ...entry }));

export const operatorList = () =>
  (['s', 'n', 'd'] as const).flatMap((dataType) =>
    conditionOperatorsByDataType[dataType].map((operator) => ({
      operator: operator.operator,
      texts: operator.texts,
      noValue: operator.noValue,
      numeric: dataType === 'n',
      dataType,
    })),
  );

import type { WidgetVisualizationType } from './widgetTypes';

/**
 * The fields a saved widget may need (spec 2 §3 "required fields per type are drawn from ..."), named as
 * they are in the create and update requests so a 400 can name the missing one.
 */
export const widgetRequirableFields = [
  'metricId',
  'dimensionId',
  'aggregationFunction',
  'displayCondition',
  'tableFields',
  'verticalDimensionId',
  'subDimensionKey',
  'columnGroupIds',
  'columnIds',
  'textFields',
] as const;
export type WidgetRequirableField = (typeof widgetRequirableFields)[number];

/** widgetTypes of spec 2 §3: what the editor offers per type and what the server insists on. */
export interface WidgetTypeDefinition {
  id: number;
  name: string;
  visualizationType: WidgetVisualizationType;
  hasMetric: boolean;
  hasDimension: boolean;
  hasSubDimension: boolean;
  hasVerticalDimension: boolean;
  hasAggregationFunction: boolean;
  hasDisplayCondition: boolean;
  hasTableFields: boolean;
  hasColumnGroups: boolean;
  hasTextFields: boolean;
  isRankAble: boolean;
  canAddOverallRow: boolean;
  requiredFields: readonly WidgetRequirableField[];
  selectable: boolean;
}

const none = {
  hasMetric: false,
  hasDimension: false,
  hasSubDimension: false,
  hasVerticalDimension: false,
  hasAggregationFunction: false,
  hasDisplayCondition: false,
  hasTableFields: false,
  hasColumnGroups: false,
  hasTextFields: false,
  isRankAble: false,
  canAddOverallRow: false,
  selectable: true,
};
const chart = { ...none, hasMetric: true, hasDimension: true, hasAggregationFunction: true };

/**
 * The exact list per type is not in the spec; these are our choices (see the widgets README). A sub
 * dimension is optional for the performance overview, as the spec says; scatter plots are not selectable.
 */
export const widgetTypeCatalogue: readonly WidgetTypeDefinition[] = [
  {
    ...none,
    id: 1,
    name: 'KPI',
    visualizationType: 'KPI',
    hasMetric: true,
    hasAggregationFunction: true,
    requiredFields: ['metricId', 'aggregationFunction'],
  },
  {
    ...chart,
    id: 2,
    name: 'Line chart',
    visualizationType: 'LINE',
    hasSubDimension: true,
    requiredFields: ['metricId', 'dimensionId', 'aggregationFunction'],
  },
  {
    ...chart,
    id: 3,
    name: 'Scatter plot',
    visualizationType: 'SCATTER',
    selectable: false,
    requiredFields: ['metricId', 'dimensionId', 'aggregationFunction'],
  },
  {
    ...chart,
    id: 4,
    name: 'Horizontal bar',
    visualizationType: 'HORIZONTAL_BAR',
    hasSubDimension: true,
    isRankAble: true,
    requiredFields: ['metricId', 'dimensionId', 'aggregationFunction'],
  },
  {
    ...none,
    id: 5,
    name: 'Product overview',
    visualizationType: 'PRODUCT_OVERVIEW',
    hasMetric: true,
    hasAggregationFunction: true,
    hasDisplayCondition: true,
    requiredFields: ['metricId', 'aggregationFunction', 'displayCondition'],
  },
  {
    ...none,
    id: 6,
    name: 'Data table',
    visualizationType: 'DATA_TABLE',
    hasDimension: true,
    hasTableFields: true,
    isRankAble: true,
    canAddOverallRow: true,
    requiredFields: ['dimensionId', 'tableFields'],
  },
  {
    ...chart,
    id: 7,
    name: 'Matrix table',
    visualizationType: 'MATRIX_TABLE',
    hasVerticalDimension: true,
    requiredFields: ['metricId', 'dimensionId', 'verticalDimensionId', 'aggregationFunction'],
  },
  {
    ...none,
    id: 8,
    name: 'Performance overview',
    visualizationType: 'PERFORMANCE_OVERVIEW',
    hasDimension: true,
    hasSubDimension: true,
    hasColumnGroups: true,
    canAddOverallRow: true,
    requiredFields: ['dimensionId', 'columnGroupIds'],
  },
  { ...none, id: 9, name: 'Text', visualizationType: 'TEXT', hasTextFields: true, requiredFields: ['textFields'] },
  {
    ...none,
    id: 10,
    name: 'Image similarity overview',
    visualizationType: 'IMAGE_SIMILARITY_OVERVIEW',
    hasDimension: true,
    requiredFields: ['dimensionId'],
  },
];

export function widgetTypeOf(visualizationType: WidgetVisualizationType): WidgetTypeDefinition {
  const found = widgetTypeCatalogue.find((type) => type.visualizationType === visualizationType);
  if (!found) throw new Error(`unknown widget type ${visualizationType}`);
  return found;
}

/** The types a user may pick in the editor. */
export const selectableWidgetTypes = widgetTypeCatalogue.filter((type) => type.selectable);

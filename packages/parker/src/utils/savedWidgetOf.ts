import {
  emptySavedFilterSegments,
  type ParkerAnswer,
  type ParkerWidget,
  type SavedFilterInput,
  type WidgetInput,
} from '@shelfsight/contracts';

/** Names and descriptions of saved objects are cut to what their forms allow. */
const NAME_MAX = 200;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * The saved filter that carries an answer's retailers, brands, brand types, countries and products into a saved
 * widget (a widget keeps its filters as a saved filter), or null when the answer filters nothing.
 */
export function savedFilterOf(answer: ParkerAnswer, widget: ParkerWidget): SavedFilterInput | null {
  const { request } = widget;
  const segments = {
    ...emptySavedFilterSegments(),
    retailers: request.filterRetailerIds,
    brands: request.filterBrandIds,
    brandTypes: request.filterBrandTypeIds,
    countries: request.filterCountryIds,
    products: request.filterProductIds,
  };
  const filtered = Object.values(segments).some((ids) => ids.length > 0);
  return filtered ? { name: cut(`Parker: ${answer.question}`, NAME_MAX), ...segments } : null;
}

/**
 * The widget an answer becomes: the engine query Parker ran (metric, aggregation, split, condition) under the
 * question as its name. Its dates are not kept: like any saved widget it draws the dates of the dashboard it is
 * placed on; the description says which period Parker answered for.
 */
export function savedWidgetOf(answer: ParkerAnswer, widget: ParkerWidget, filterId: number | null): WidgetInput {
  const { definition, request } = widget;
  const period = `${request.dateFrom} – ${request.dateTo}`;
  return {
    name: cut(answer.question, NAME_MAX),
    description: `Saved from Parker. It answered for ${period}.`,
    visualizationType: definition.visualizationType,
    metricId: definition.metricId,
    dimensionId: definition.dimensionId,
    subDimensionKey: definition.subDimensionKey,
    verticalDimensionId: definition.verticalDimensionId,
    aggregationFunction: definition.aggregationFunction,
    dateAggregationLevel: definition.dateAggregationLevel,
    displayCondition: definition.displayCondition,
    filterId,
  };
}

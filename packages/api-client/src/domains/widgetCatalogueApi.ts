import { type Metric, widgetMetadataPaths } from '@shelfsight/contracts';
import { api } from '../api';
import { apiTarget } from '../apiTarget';

/** dimensions of spec 2 §3 (contracts dimensionSchema): what a widget can split by. */
export interface Dimension {
  id: number;
  name: string;
  type: string;
  displaySequence: number;
}

/** tagCategories of spec 2 §3 (contracts tagCategorySchema): a widget's tag name is one of their names. */
export interface TagCategory {
  id: number;
  value: string;
  label: string;
  name: string;
  tag: string;
}

/**
 * The catalogue lists that both the widget editor and the dashboard editor's per-widget overrides pick
 * from, so they share one cache entry. They change rarely, so they are kept an hour.
 */
export const widgetCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDimensions: build.query<Dimension[], void>({
      query: () => apiTarget(widgetMetadataPaths.dimensions),
      keepUnusedDataFor: 3600,
    }),
    getTagCategories: build.query<TagCategory[], void>({
      query: () => apiTarget(widgetMetadataPaths.tagCategories),
      keepUnusedDataFor: 3600,
    }),
    /** The metrics that can have data for the active customer (GET filtered-metrics), e.g. for alerts. */
    getFilteredMetrics: build.query<Metric[], void>({
      query: () => apiTarget(widgetMetadataPaths.filteredMetrics),
      keepUnusedDataFor: 3600,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetDimensionsQuery, useGetTagCategoriesQuery, useGetFilteredMetricsQuery } = widgetCatalogueApi;

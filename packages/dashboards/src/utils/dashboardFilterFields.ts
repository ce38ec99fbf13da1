import type { WidgetDataContext } from '@shelfsight/widget-kit';

/**
 * The filter fields of a widget data request (spec 2 §7) that the dashboard's filter bar and its
 * cross-filters add to every widget of the dashboard, in all its groups.
 */
export type DashboardFilterFields = Pick<
  WidgetDataContext,
  | 'savedFilterIds'
  | 'filterUseDefaults'
  | 'filterRetailerIds'
  | 'filterBrandIds'
  | 'filterSellerIds'
  | 'filterCountryIds'
  | 'filterProductIds'
  | 'filterTagIds'
  | 'filterSearchKeywordIds'
  | 'filterSearchCategoryIds'
  | 'filterVisibilityClusterIds'
  | 'filterBrandTypeIds'
>;

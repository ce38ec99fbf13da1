import type { SavedFilterResolver } from '../../analytics/engine/runWidgetQuery';
import { visibleSavedFilters } from './savedFilters.repository';

/**
 * Saved filters for the query engine: only those the user may see (owned, shared with them or with
 * everyone; a system admin sees all), so an id of someone else's private filter stays unknown.
 */
export const resolveSavedFilters: SavedFilterResolver = async (db, customerId, ids, user) => {
  const visible = await visibleSavedFilters(
    db,
    { customerId, userId: user.id, isSystemAdmin: user.isSystemAdmin },
    ids,
  );
  return new Map(
    visible.map((filter) => [
      filter.id,
      {
        retailers: filter.retailers,
        brands: filter.brands,
        brandTypes: filter.brandTypes,
        sellers: filter.sellers,
        countries: filter.countries,
        products: filter.products,
        tags: filter.tags,
        searchKeywords: filter.searchKeywords,
        searchCategories: filter.searchCategories,
        visibilityClusters: filter.visibilityClusters,
      },
    ]),
  );
};

import { useGetFilterItemsQuery } from '@shelfsight/api-client';
import type { FilterItem, SavedFilterSegment } from '@shelfsight/contracts';

export type SegmentItems = Partial<Record<SavedFilterSegment, FilterItem[]>>;

/**
 * The items of the filter segments (GET dashboard/filter/{tagLabel}), each asked only when `need` says so;
 * `loading` while any needed one has not answered (an error counts as answered).
 */
export function useSegmentItems(need: (segment: SavedFilterSegment) => boolean): {
  items: SegmentItems;
  loading: boolean;
} {
  const query = (segment: SavedFilterSegment) => ({ skip: !need(segment) });
  // One query per segment, written out so the hooks keep their order.
  const answers = {
    retailers: useGetFilterItemsQuery('retailers', query('retailers')),
    brands: useGetFilterItemsQuery('brands', query('brands')),
    sellers: useGetFilterItemsQuery('sellers', query('sellers')),
    countries: useGetFilterItemsQuery('countries', query('countries')),
    products: useGetFilterItemsQuery('products', query('products')),
    tags: useGetFilterItemsQuery('tags', query('tags')),
    searchKeywords: useGetFilterItemsQuery('searchKeywords', query('searchKeywords')),
    searchCategories: useGetFilterItemsQuery('searchCategories', query('searchCategories')),
    visibilityClusters: useGetFilterItemsQuery('visibilityClusters', query('visibilityClusters')),
    brandTypes: useGetFilterItemsQuery('brandTypes', query('brandTypes')),
  };
  const entries = Object.entries(answers) as [SavedFilterSegment, (typeof answers)['retailers']][];
  return {
    items: Object.fromEntries(entries.map(([segment, answer]) => [segment, answer.data])) as SegmentItems,
    loading: entries.some(([segment, answer]) => need(segment) && answer.data === undefined && !answer.isError),
  };
}

import type { FilterItem, SavedFilterSegment } from '@shelfsight/contracts';
import { useGetFilterItemsQuery } from './savedFiltersApi';

const noItems: FilterItem[] = [];

/** The items of one filter segment and whether they are still loading: what the filter fields of a form ask for. */
export function useFilterSegmentItems(segment: SavedFilterSegment): { items: FilterItem[]; loading: boolean } {
  const answer = useGetFilterItemsQuery(segment);
  return { items: answer.data ?? noItems, loading: answer.isLoading };
}

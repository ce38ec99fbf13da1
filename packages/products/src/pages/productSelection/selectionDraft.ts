import type { SelectionFilter, SelectionRetailer } from '@shelfsight/contracts';

/** A filter as edited: saved (id), new (creating) or to be removed (deleting), spec 3 §3 and §4.5. */
export interface DraftFilter {
  key: string;
  id: number | null;
  retailerId: number;
  brands: number[];
  categories: number[];
  tags: number[];
  creating: boolean;
  deleting: boolean;
}

/** A retailer in the selection: saved (state 'none') or just added ('adding'). */
export interface DraftRetailer {
  id: number;
  displayName: string;
  state: 'adding' | 'none';
}

export interface SelectionDraft {
  retailers: DraftRetailer[];
  filters: DraftFilter[];
}

export type FilterLists = Pick<DraftFilter, 'brands' | 'categories' | 'tags'>;

export type DraftAction =
  | { type: 'loaded'; retailers: SelectionRetailer[]; filters: SelectionFilter[] }
  | { type: 'retailerAdded'; retailer: SelectionRetailer }
  | { type: 'retailerRemoved'; retailerId: number }
  | { type: 'filterAdded'; retailerId: number; lists: FilterLists }
  | { type: 'filterRemoved'; key: string };

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

/** The saved selection: retailers with filters, each filter unmarked. */
export function draftOf(retailers: SelectionRetailer[], filters: SelectionFilter[]): SelectionDraft {
  const withFilters = new Set(filters.map((filter) => filter.retailerId));
  return {
    retailers: retailers
      .filter((retailer) => withFilters.has(retailer.id))
      .map((retailer) => ({ id: retailer.id, displayName: retailer.displayName, state: 'none' })),
    filters: filters.map((filter) => ({ ...filter, key: `saved-${filter.id}`, creating: false, deleting: false })),
  };
}

export function draftReducer(draft: SelectionDraft, action: DraftAction): SelectionDraft {
  switch (action.type) {
    case 'loaded':
      return draftOf(action.retailers, action.filters);
    case 'retailerAdded':
      if (draft.retailers.some((retailer) => retailer.id === action.retailer.id)) return draft;
      return {
        ...draft,
        retailers: [
          ...draft.retailers,
          { id: action.retailer.id, displayName: action.retailer.displayName, state: 'adding' },
        ],
      };
    case 'retailerRemoved':
      // Its new filters go, its saved ones are deleted on save.
      return {
        retailers: draft.retailers.filter((retailer) => retailer.id !== action.retailerId),
        filters: draft.filters
          .filter((filter) => !(filter.retailerId === action.retailerId && filter.creating))
          .map((filter) => (filter.retailerId === action.retailerId ? { ...filter, deleting: true } : filter)),
      };
    case 'filterAdded':
      return {
        ...draft,
        filters: [
          ...draft.filters,
          { key: newKey(), id: null, retailerId: action.retailerId, ...action.lists, creating: true, deleting: false },
        ],
      };
    case 'filterRemoved':
      return {
        ...draft,
        filters: draft.filters
          .filter((filter) => !(filter.key === action.key && filter.creating))
          .map((filter) => (filter.key === action.key ? { ...filter, deleting: true } : filter)),
      };
  }
}

/** The filters that count: everything not being deleted. */
export const liveFilters = (draft: SelectionDraft) => draft.filters.filter((filter) => !filter.deleting);

/** Whether anything waits to be saved. */
export const hasChanges = (draft: SelectionDraft) =>
  draft.filters.some((filter) => filter.creating || filter.deleting) ||
  draft.retailers.some((retailer) => retailer.state === 'adding');

import { activeCustomerChanged } from '@shelfsight/api-client';
import type { SavedFilter } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import {
  allDataChosen,
  crossFilterAdded,
  crossFilterRemoved,
  crossFiltersCleared,
  crossFilterUndone,
  dashboardFiltersSlice,
  dashboardOpened,
  defaultFilterSet,
  emptySelection,
  filtersApplied,
  savedFilterDeselected,
  savedFilterSelected,
  segmentChanged,
  selectionOfSavedFilter,
  type DashboardFiltersState,
} from './dashboardFiltersSlice';

const reduce = dashboardFiltersSlice.reducer;

const savedFilter = (id: number, segments: Partial<SavedFilter>): SavedFilter => ({
  id,
  name: `Filter ${id}`,
  ownerUserId: 1,
  ownerName: 'Alice Admin',
  isOwnedByMe: true,
  isSharedToMe: false,
  shared: false,
  sharedWith: [],
  retailers: [],
  brands: [],
  brandTypes: [],
  sellers: [],
  countries: [],
  products: [],
  tags: [],
  searchKeywords: [],
  searchCategories: [],
  visibilityClusters: [],
  ...segments,
});
const germany = savedFilter(3, { countries: [405], retailers: [1] });
const brandsFilter = savedFilter(4, { brands: [7, 8], retailers: [1, 2] });

const opened = (): DashboardFiltersState =>
  reduce(undefined, dashboardOpened({ dashboardId: 9, selection: emptySelection(), crossFilters: [] }));

describe('dashboardFiltersSlice (spec 2 §4)', () => {
  it('opens a dashboard with its filters both shown and applied', () => {
    const selection = { ...emptySelection(), savedFilterIds: [3] };
    const state = reduce(undefined, dashboardOpened({ dashboardId: 9, selection, crossFilters: [] }));
    expect(state.dashboardId).toBe(9);
    expect(state.draft).toEqual(selection);
    expect(selectionOfSavedFilter(germany, true).segments.countries).toEqual([405]);
    expect(state.applied).toEqual(selection);
  });

  it('selecting a segment turns default use off, marks content changed and clears the saved-filter selection', () => {
    let state = reduce(opened(), defaultFilterSet({ savedFilter: germany, firstRetailerId: null, at: 1 }));
    state = reduce(state, segmentChanged({ segment: 'brands', ids: [7, 7, 8] }));
    expect(state.draft.useDefaults).toBe(false);
    expect(state.contentChanged).toBe(true);
    expect(state.draft.savedFilterIds).toEqual([]);
    expect(state.draft.segments.brands).toEqual([7, 8]);
    // The saved filter's items stay selected; only the saved-filter choice is cleared.
    expect(state.draft.segments.countries).toEqual([405]);
  });

  it('leaves the applied filters alone until Apply', () => {
    const state = reduce(opened(), segmentChanged({ segment: 'retailers', ids: [2] }));
    expect(state.applied.segments.retailers).toEqual([]);
    const applied = reduce(state, filtersApplied({ at: 1000 }));
    expect(applied.applied.segments.retailers).toEqual([2]);
    expect(applied.contentChanged).toBe(false);
    expect(applied.appliedAt).toBe(1000);
  });

  it('applies converted sellers but keeps showing the chosen ones', () => {
    let state = reduce(opened(), segmentChanged({ segment: 'sellers', ids: [5] }));
    state = reduce(state, filtersApplied({ at: 1, sellerIds: [5, 15, 25] }));
    expect(state.applied.segments.sellers).toEqual([5, 15, 25]);
    expect(state.draft.segments.sellers).toEqual([5]);
  });

  it('selecting a saved filter adds its segment items; deselecting removes them', () => {
    let state = reduce(opened(), segmentChanged({ segment: 'retailers', ids: [9] }));
    state = reduce(state, savedFilterSelected(brandsFilter));
    expect(state.draft.savedFilterIds).toEqual([4]);
    expect(state.draft.segments.retailers).toEqual([9, 1, 2]);
    expect(state.draft.segments.brands).toEqual([7, 8]);
    state = reduce(state, savedFilterDeselected(brandsFilter));
    expect(state.draft.savedFilterIds).toEqual([]);
    expect(state.draft.segments.retailers).toEqual([9]);
    expect(state.draft.segments.brands).toEqual([]);
  });

  it('setting a default filter applies its segments and turns default use on', () => {
    const state = reduce(
      reduce(opened(), segmentChanged({ segment: 'brands', ids: [1] })),
      defaultFilterSet({ savedFilter: germany, firstRetailerId: 12, at: 50 }),
    );
    expect(state.draft).toEqual(state.applied);
    expect(state.applied.savedFilterIds).toEqual([3]);
    expect(state.applied.segments.countries).toEqual([405]);
    expect(state.applied.segments.brands).toEqual([]);
    expect(state.applied.useDefaults).toBe(true);
    expect(state.contentChanged).toBe(false);
    expect(state.appliedAt).toBe(50);
  });

  it('selects the first available retailer when no default exists', () => {
    const state = reduce(opened(), defaultFilterSet({ savedFilter: null, firstRetailerId: 12, at: 1 }));
    expect(state.applied.segments.retailers).toEqual([12]);
    expect(state.applied.savedFilterIds).toEqual([]);
  });

  it('"Show all data" empties the selection and turns data filtering off', () => {
    let state = reduce(opened(), defaultFilterSet({ savedFilter: germany, firstRetailerId: null, at: 1 }));
    state = reduce(state, allDataChosen());
    expect(state.draft).toEqual({ ...emptySelection(), allData: true });
    expect(reduce(state, segmentChanged({ segment: 'brands', ids: [1] })).draft.allData).toBe(false);
  });

  it('switching customer clears the filters', () => {
    let state = reduce(opened(), segmentChanged({ segment: 'brands', ids: [1] }));
    state = reduce(state, crossFilterAdded({ key: 'retailer:1', label: 'Kaufhalle' }));
    state = reduce(state, activeCustomerChanged(2));
    expect(state.dashboardId).toBeNull();
    expect(state.draft.segments.brands).toEqual([]);
    expect(state.crossFilters).toEqual([]);
  });

  it('adds, removes and clears cross-filters, and undoes the last of those once', () => {
    const tesco = { key: 'retailer:12', label: 'Tesco' };
    const acme = { key: 'brand:3', label: 'Acme' };
    let state = reduce(opened(), crossFilterAdded(tesco));
    state = reduce(state, crossFilterAdded(tesco));
    state = reduce(state, crossFilterAdded(acme));
    expect(state.crossFilters).toEqual([tesco, acme]);
    state = reduce(state, crossFilterRemoved('retailer:12'));
    expect(state.crossFilters).toEqual([acme]);
    state = reduce(state, crossFilterUndone());
    expect(state.crossFilters).toEqual([tesco, acme]);
    state = reduce(state, crossFiltersCleared());
    expect(state.crossFilters).toEqual([]);
    state = reduce(state, crossFilterUndone());
    expect(state.crossFilters).toEqual([tesco, acme]);
    // Nothing left to undo.
    expect(reduce(state, crossFilterUndone()).crossFilters).toEqual([tesco, acme]);
  });
});

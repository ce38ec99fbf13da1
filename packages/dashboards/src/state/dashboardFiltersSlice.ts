import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { activeCustomerChanged, rootReducer } from '@shelfsight/api-client';
import {
  savedFilterSegments,
  type SavedFilter,
  type SavedFilterSegment,
  emptySavedFilterSegments,
} from '@shelfsight/contracts';

/** An item of a widget's answer a reader filtered the dashboard by (widget-kit's WidgetItem). */
export interface CrossFilterItem {
  key: string;
  label: string;
}

/** What the filter bar holds: saved filters, the items of each segment, default use and "show all data". */
export interface FilterSelection {
  savedFilterIds: number[];
  segments: Record<SavedFilterSegment, number[]>;
  /** The dashboard's default saved filter applies (sent as filterUseDefaults 1). */
  useDefaults: boolean;
  /** Data filtering off: nothing narrows, not even the default (DISABLE_DATA_FILTER only). */
  allData: boolean;
}

export interface DashboardFiltersState {
  /** The dashboard the filters belong to; null before one is opened. */
  dashboardId: number | null;
  /** What the bar shows. */
  draft: FilterSelection;
  /** What the widgets get: the draft as it was when last applied. */
  applied: FilterSelection;
  contentChanged: boolean;
  /** When the filters were last applied (ms since the epoch). */
  appliedAt: number | null;
  crossFilters: CrossFilterItem[];
  /** The cross-filters before the last add, remove or clear, for Undo; null when there is nothing to undo. */
  previousCrossFilters: CrossFilterItem[] | null;
}

const noSegments = emptySavedFilterSegments;

export const emptySelection = (): FilterSelection => ({
  savedFilterIds: [],
  segments: noSegments(),
  useDefaults: false,
  allData: false,
});

/** The segments of a saved filter as a selection of its own (default use as given). */
export const selectionOfSavedFilter = (filter: SavedFilter, useDefaults: boolean): FilterSelection => ({
  savedFilterIds: [filter.id],
  segments: Object.fromEntries(savedFilterSegments.map((segment) => [segment, [...filter[segment]]])) as Record<
    SavedFilterSegment,
    number[]
  >,
  useDefaults,
  allData: false,
});

const initialState: DashboardFiltersState = {
  dashboardId: null,
  draft: emptySelection(),
  applied: emptySelection(),
  contentChanged: false,
  appliedAt: null,
  crossFilters: [],
  previousCrossFilters: null,
};

const union = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])];

export const dashboardFiltersSlice = createSlice({
  name: 'dashboardFilters',
  initialState,
  reducers: {
    /** A dashboard opens with the filters of its address (or none): they are both shown and applied. */
    dashboardOpened(
      _state,
      action: PayloadAction<{ dashboardId: number; selection: FilterSelection; crossFilters: CrossFilterItem[] }>,
    ) {
      const { dashboardId, selection, crossFilters } = action.payload;
      return { ...initialState, dashboardId, draft: selection, applied: selection, crossFilters };
    },
    /** Spec 2 §4: selecting or changing a segment turns default use off, marks content as changed and clears the saved-filter selection. */
    segmentChanged(state, action: PayloadAction<{ segment: SavedFilterSegment; ids: number[] }>) {
      state.draft.segments[action.payload.segment] = [...new Set(action.payload.ids)];
      state.draft.useDefaults = false;
      state.draft.allData = false;
      state.draft.savedFilterIds = [];
      state.contentChanged = true;
    },
    /** Spec 2 §4: selecting a saved filter adds its segment items. */
    savedFilterSelected(state, action: PayloadAction<SavedFilter>) {
      const filter = action.payload;
      if (state.draft.savedFilterIds.includes(filter.id)) return;
      state.draft.savedFilterIds.push(filter.id);
      for (const segment of savedFilterSegments)
        state.draft.segments[segment] = union(state.draft.segments[segment], filter[segment]);
      state.draft.allData = false;
      state.contentChanged = true;
    },
    /** Spec 2 §4: deselecting a saved filter removes its segment items. */
    savedFilterDeselected(state, action: PayloadAction<SavedFilter>) {
      const filter = action.payload;
      state.draft.savedFilterIds = state.draft.savedFilterIds.filter((id) => id !== filter.id);
      for (const segment of savedFilterSegments)
        state.draft.segments[segment] = state.draft.segments[segment].filter((id) => !filter[segment].includes(id));
      state.contentChanged = true;
    },
    /** "Show all data" (DISABLE_DATA_FILTER): nothing selected and no default — data filtering is off. */
    allDataChosen(state) {
      state.draft = { ...emptySelection(), allData: true };
      state.contentChanged = true;
    },
    /**
     * Spec 2 §4: applying resets the changed flag and stamps the time. Sellers may arrive converted (the
     * same sellers at every retailer); the bar keeps showing the ones chosen.
     */
    filtersApplied(state, action: PayloadAction<{ at: number; sellerIds?: number[] }>) {
      const { at, sellerIds } = action.payload;
      state.applied = {
        ...state.draft,
        segments: { ...state.draft.segments, sellers: sellerIds ?? state.draft.segments.sellers },
      };
      state.contentChanged = false;
      state.appliedAt = at;
    },
    /**
     * Spec 2 §4: setting a default filter applies its segments and turns default use on; if no default
     * exists, the first available retailer is selected (and applied the same way).
     */
    defaultFilterSet(
      state,
      action: PayloadAction<{ savedFilter: SavedFilter | null; firstRetailerId: number | null; at: number }>,
    ) {
      const { savedFilter, firstRetailerId, at } = action.payload;
      const selection = savedFilter ? selectionOfSavedFilter(savedFilter, true) : emptySelection();
      if (!savedFilter) {
        selection.useDefaults = true;
        if (firstRetailerId !== null) selection.segments.retailers = [firstRetailerId];
      }
      state.draft = selection;
      state.applied = selection;
      state.contentChanged = false;
      state.appliedAt = at;
    },
    /** A reader filtered by an item of a widget; the same item twice is one filter. */
    crossFilterAdded(state, action: PayloadAction<CrossFilterItem>) {
      if (state.crossFilters.some((item) => item.key === action.payload.key)) return;
      state.previousCrossFilters = state.crossFilters;
      state.crossFilters = [...state.crossFilters, action.payload];
    },
    crossFilterRemoved(state, action: PayloadAction<string>) {
      if (!state.crossFilters.some((item) => item.key === action.payload)) return;
      state.previousCrossFilters = state.crossFilters;
      state.crossFilters = state.crossFilters.filter((item) => item.key !== action.payload);
    },
    crossFiltersCleared(state) {
      if (state.crossFilters.length === 0) return;
      state.previousCrossFilters = state.crossFilters;
      state.crossFilters = [];
    },
    /** Undo restores the cross-filters before the last add, remove or clear; once. */
    crossFilterUndone(state) {
      if (state.previousCrossFilters === null) return;
      state.crossFilters = state.previousCrossFilters;
      state.previousCrossFilters = null;
    },
  },
  // Spec 2 §4: switching customer clears the filters (their ids belong to the other customer).
  extraReducers: (builder) => builder.addCase(activeCustomerChanged, () => initialState),
  selectors: {
    selectFiltersDashboardId: (state) => state.dashboardId,
    selectDraftFilters: (state) => state.draft,
    selectAppliedFilters: (state) => state.applied,
    selectFiltersChanged: (state) => state.contentChanged,
    selectFiltersAppliedAt: (state) => state.appliedAt,
    selectCrossFilters: (state) => state.crossFilters,
    selectCanUndoCrossFilter: (state) => state.previousCrossFilters !== null,
  },
});

export const {
  dashboardOpened,
  segmentChanged,
  savedFilterSelected,
  savedFilterDeselected,
  allDataChosen,
  filtersApplied,
  defaultFilterSet,
  crossFilterAdded,
  crossFilterRemoved,
  crossFiltersCleared,
  crossFilterUndone,
} = dashboardFiltersSlice.actions;

/** Injected when the view's code loads; its selectors answer the initial state until the first action. */
export const injectedFiltersSlice = dashboardFiltersSlice.injectInto(rootReducer);
export const dashboardFiltersSelectors = injectedFiltersSlice.selectors;

declare module '@shelfsight/api-client' {
  // Declaration merging: the app's root reducer learns this slice's state type.
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardFiltersSlice> {}
}

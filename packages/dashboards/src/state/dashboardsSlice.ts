import {
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
// Brings the api-client module into the program so the augmentation below can find it.
import type {} from '@shelfsight/api-client';

/** The chosen dashboard tab survives reloads (spec 2: "the chosen tab index is kept in local storage"). */
export const DASHBOARD_TAB_INDEX_KEY = 'dashboardTabIndex';

export interface DashboardsUiState {
  activeTabIndex: number;
}

export function readStoredTabIndex(storage: Pick<Storage, 'getItem'> = localStorage): number {
  const stored = Number(storage.getItem(DASHBOARD_TAB_INDEX_KEY));
  return Number.isInteger(stored) && stored >= 0 ? stored : 0;
}

export const dashboardsSlice = createSlice({
  name: 'dashboards',
  // Lazy so the stored index is read when the slice is first used, not at import time.
  initialState: (): DashboardsUiState => ({ activeTabIndex: readStoredTabIndex() }),
  reducers: {
    activeTabChanged(state, action: PayloadAction<number>) {
      state.activeTabIndex = Math.max(0, Math.trunc(action.payload));
    },
    /** After a tab is deleted the index may point past the end; fall back to the last tab. */
    tabCountChanged(state, action: PayloadAction<number>) {
      const lastIndex = Math.max(0, action.payload - 1);
      if (state.activeTabIndex > lastIndex) state.activeTabIndex = lastIndex;
    },
  },
  selectors: {
    selectActiveTabIndex: (state) => state.activeTabIndex,
  },
});

export const { activeTabChanged, tabCountChanged } = dashboardsSlice.actions;

/** Chooses a tab and remembers it for the next visit. */
export const chooseDashboardTab =
  (
    index: number,
    storage: Pick<Storage, 'setItem'> = localStorage,
  ): ThunkAction<void, unknown, unknown, UnknownAction> =>
  (dispatch) => {
    const action = dispatch(activeTabChanged(index));
    storage.setItem(DASHBOARD_TAB_INDEX_KEY, String(Math.max(0, Math.trunc(action.payload))));
  };

/** The chosen tab; 0 before the slice is injected (a screen may ask before its route's slices load). */
export const selectActiveDashboardTabIndex = (state: { dashboards?: DashboardsUiState }): number =>
  state.dashboards ? dashboardsSlice.selectors.selectActiveTabIndex({ dashboards: state.dashboards }) : 0;

declare module '@shelfsight/api-client' {
  // Declaration merging: the app's root reducer learns this slice's state type.
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardsSlice> {}
}

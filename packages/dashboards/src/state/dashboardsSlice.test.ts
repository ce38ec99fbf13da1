import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activeTabChanged,
  chooseDashboardTab,
  DASHBOARD_TAB_INDEX_KEY,
  dashboardsSlice,
  readStoredTabIndex,
  selectActiveDashboardTabIndex,
  tabCountChanged,
} from './dashboardsSlice';

const reduce = dashboardsSlice.reducer;

afterEach(() => localStorage.clear());

describe('dashboardsSlice', () => {
  it('starts on the stored tab, or the first one', () => {
    expect(reduce(undefined, { type: '@@init' }).activeTabIndex).toBe(0);
    localStorage.setItem(DASHBOARD_TAB_INDEX_KEY, '2');
    expect(reduce(undefined, { type: '@@init' }).activeTabIndex).toBe(2);
  });

  it('ignores stored values that are not tab indexes', () => {
    localStorage.setItem(DASHBOARD_TAB_INDEX_KEY, 'abc');
    expect(readStoredTabIndex()).toBe(0);
    localStorage.setItem(DASHBOARD_TAB_INDEX_KEY, '-3');
    expect(readStoredTabIndex()).toBe(0);
  });

  it('moves back to the last tab when the active one disappears', () => {
    const onThird = reduce({ activeTabIndex: 0 }, activeTabChanged(2));
    expect(reduce(onThird, tabCountChanged(5)).activeTabIndex).toBe(2);
    expect(reduce(onThird, tabCountChanged(2)).activeTabIndex).toBe(1);
    expect(reduce(onThird, tabCountChanged(0)).activeTabIndex).toBe(0);
  });

  it('persists the chosen tab for the next visit', () => {
    const store = configureStore({ reducer: { dashboards: reduce } });
    store.dispatch(chooseDashboardTab(3));
    expect(selectActiveDashboardTabIndex(store.getState())).toBe(3);
    expect(localStorage.getItem(DASHBOARD_TAB_INDEX_KEY)).toBe('3');
  });
});

describe('selectActiveDashboardTabIndex', () => {
  it('answers the first tab before the slice is injected', () => {
    expect(selectActiveDashboardTabIndex({})).toBe(0);
    expect(selectActiveDashboardTabIndex({ dashboards: { activeTabIndex: 4 } })).toBe(4);
  });
});

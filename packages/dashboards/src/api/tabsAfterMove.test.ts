import type { DashboardTab } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { tabsAfterMove } from './tabsAfterMove';

const tabs: DashboardTab[] = [
  { id: 1, name: 'Home', sequenceNumber: 1, dashboardIds: [10, 11, 12] },
  { id: 2, name: 'Pricing', sequenceNumber: 2, dashboardIds: [20] },
];

describe('tabsAfterMove', () => {
  it('reorders within a tab', () => {
    expect(tabsAfterMove(tabs, { dashboardId: 12, tabId: 1, sequenceNumber: 1 })[0]?.dashboardIds).toEqual([
      12, 10, 11,
    ]);
  });

  it('moves a dashboard to another tab at the given position', () => {
    const moved = tabsAfterMove(tabs, { dashboardId: 11, tabId: 2, sequenceNumber: 1 });
    expect(moved.map((tab) => tab.dashboardIds)).toEqual([
      [10, 12],
      [11, 20],
    ]);
  });

  it('places past the end at the end, and adds a dashboard that had no tab', () => {
    const moved = tabsAfterMove(tabs, { dashboardId: 30, tabId: 2, sequenceNumber: 9 });
    expect(moved[1]?.dashboardIds).toEqual([20, 30]);
    expect(moved[0]?.dashboardIds).toEqual([10, 11, 12]);
  });
});

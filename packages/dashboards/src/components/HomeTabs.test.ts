import { describe, expect, it } from 'vitest';
import { sampleTabs } from '../testing/sampleDashboards';
import { moveOfDrop } from './HomeTabs';

describe('moveOfDrop', () => {
  const tabs = sampleTabs();

  it('takes the place of the dashboard it is dropped on, in its tab', () => {
    expect(moveOfDrop(tabs, 'dashboard-6', 'dashboard-5')).toEqual({ dashboardId: 6, tabId: 1, sequenceNumber: 1 });
    expect(moveOfDrop(tabs, 'dashboard-5', 'dashboard-7')).toEqual({ dashboardId: 5, tabId: 2, sequenceNumber: 1 });
  });

  it('goes last on a tab whose title it is dropped on', () => {
    expect(moveOfDrop(tabs, 'dashboard-5', 'tab-2')).toEqual({ dashboardId: 5, tabId: 2, sequenceNumber: 2 });
  });

  it('changes nothing dropped on itself, outside, or on the title of its own tab', () => {
    expect(moveOfDrop(tabs, 'dashboard-5', 'dashboard-5')).toBeNull();
    expect(moveOfDrop(tabs, 'dashboard-5', null)).toBeNull();
    expect(moveOfDrop(tabs, 'dashboard-5', 'tab-1')).toBeNull();
  });
});

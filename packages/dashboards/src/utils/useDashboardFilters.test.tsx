import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { Dashboard } from '@shelfsight/contracts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDashboard } from '../testing/sampleDashboards';
import { injectedFiltersSlice } from '../state/dashboardFiltersSlice';
import type { DashboardFilterFields } from './dashboardFilterFields';
import { useDashboardFilters } from './useDashboardFilters';

/** Notes the fields of every render. */
function Probe({ dashboard, seen }: { dashboard: Dashboard; seen: (DashboardFilterFields | undefined)[] }) {
  seen.push(useDashboardFilters(dashboard.id, dashboard).fields);
  return null;
}

describe('useDashboardFilters', () => {
  it('gives a dashboard without a default filter its filters in the first render, as they are then applied', async () => {
    const dashboard = sampleDashboard({ defaultSavedFilterId: null });
    const seen: (DashboardFilterFields | undefined)[] = [];
    const { store } = renderWithProviders(<Probe dashboard={dashboard} seen={seen} />, {
      route: `/dashboards/view/?id=${dashboard.id}`,
    });
    expect(seen[0]).toBeDefined();
    await waitFor(() => expect(injectedFiltersSlice.selectSlice(store.getState()).dashboardId).toBe(dashboard.id));
    expect(seen.at(-1)).toEqual(seen[0]);
  });

  it('waits for the saved filters when the dashboard has a default one', () => {
    const dashboard = sampleDashboard({ defaultSavedFilterId: 7 });
    const seen: (DashboardFilterFields | undefined)[] = [];
    renderWithProviders(<Probe dashboard={dashboard} seen={seen} />, { route: `/dashboards/view/?id=${dashboard.id}` });
    expect(seen[0]).toBeUndefined();
  });
});

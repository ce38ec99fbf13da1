import { rootReducer } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_TAB_INDEX_KEY, dashboardsSlice } from '../state/dashboardsSlice';
import { sampleDashboardList, sampleTabs } from '../testing/sampleDashboards';
import { DashboardsHome } from './DashboardsHome';

rootReducer.inject(dashboardsSlice);
afterEach(() => localStorage.clear());

describe('DashboardsHome', () => {
  it('opens the stored home tab with at most 6 of its dashboards', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      ...sampleDashboardList()[0]!,
      id: 100 + index,
      name: `Retailer ${index + 1}`,
    }));
    fakeRoutes({
      'GET /api/customer/42/dashboards': () => json([...sampleDashboardList(), ...many]),
      'GET /api/customer/42/dashboards/tabs/list': () =>
        json([...sampleTabs(), { id: 3, name: 'Retailers', sequenceNumber: 3, dashboardIds: many.map((d) => d.id) }]),
    });
    localStorage.setItem(DASHBOARD_TAB_INDEX_KEY, '2');
    renderWithProviders(<DashboardsHome />, { preloadedState: { session: signedInSession() } });
    const shown = await screen.findByRole('list', { name: 'Dashboards on Retailers' });
    expect(
      within(shown)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Retailer 1', 'Retailer 2', 'Retailer 3', 'Retailer 4', 'Retailer 5', 'Retailer 6']);
    expect(within(shown).getAllByRole('link')[0]).toHaveAttribute('href', '/dashboards/view/?id=100');
    expect(screen.queryByRole('button', { name: /New tab/ })).not.toBeInTheDocument();
  });
});

import { rootReducer } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { DashboardTab, DashboardTabMove } from '@shelfsight/contracts';
import { ConfirmProvider } from '@shelfsight/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tabsAfterMove } from '../api/tabsAfterMove';
import { DASHBOARD_TAB_INDEX_KEY, dashboardsSlice } from '../state/dashboardsSlice';
import { sampleDashboardList, sampleTabs } from '../testing/sampleDashboards';
import { DashboardListPage, LIST_TEXTS } from './DashboardListPage';

rootReducer.inject(dashboardsSlice);
afterEach(() => localStorage.clear());

function serve() {
  let tabs: DashboardTab[] = sampleTabs();
  let list = sampleDashboardList();
  const server = fakeRoutes({
    'GET /api/customer/42/dashboards': () => json(list),
    'GET /api/customer/42/dashboards/tabs/list': () => json(tabs),
    'POST /api/customer/42/dashboards/tabs/create': async (request) => {
      const { name } = (await request.json()) as { name: string };
      const tab = { id: 3, name, sequenceNumber: 3, dashboardIds: [] };
      tabs = [...tabs, tab];
      return json(tab, 201);
    },
    'GET /api/customer/42/dashboards/tabs/delete/2': () => {
      tabs = tabs.filter((tab) => tab.id !== 2);
      return json(tabs);
    },
    'POST /api/customer/42/dashboards/tabs/move-dashboard': async (request) => {
      tabs = tabsAfterMove(tabs, (await request.json()) as DashboardTabMove);
      return json(tabs);
    },
    'DELETE /api/customer/42/dashboard/6': () => {
      list = list.filter((dashboard) => dashboard.id !== 6);
      return json({ id: 6 });
    },
  });
  return server;
}

const renderPage = () =>
  renderWithProviders(
    <ConfirmProvider>
      <DashboardListPage />
    </ConfirmProvider>,
    { preloadedState: { session: signedInSession() } },
  );

describe('DashboardListPage', () => {
  it('lists every dashboard I own or that is shared with me, with owner, sharing and tab', async () => {
    serve();
    renderPage();
    const all = await screen.findByRole('region', { name: LIST_TEXTS.all });
    const rows = within(all).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Availability and price',
      'Content and DCC',
      'Reviews and ratings',
      'Competition by retailer',
    ]);
    expect(rows[0]).toHaveTextContent('Shared');
    expect(rows[1]).toHaveTextContent('Not shared');
    expect(rows[3]).toHaveTextContent('Andy Analyst');
    expect(rows[3]).toHaveTextContent('Shared with me');
    expect(within(rows[0]!).getByLabelText('Tab of Availability and price').closest('.ant-select')).toHaveTextContent(
      'Home',
    );
    // Only owners delete; anyone who sees a dashboard may copy it.
    expect(within(rows[3]!).queryByRole('button', { name: 'Delete Competition by retailer' })).not.toBeInTheDocument();
    expect(within(rows[3]!).getByRole('button', { name: 'Copy Competition by retailer' })).toBeInTheDocument();
  });

  it('searches by name', async () => {
    serve();
    const { user } = renderPage();
    await user.type(await screen.findByRole('searchbox', { name: LIST_TEXTS.search }), 'review');
    const all = screen.getByRole('region', { name: LIST_TEXTS.all });
    expect(
      within(all)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('link').textContent),
    ).toEqual(['Reviews and ratings']);
  });

  it('shows the chosen home tab with its dashboards in order and remembers the choice', async () => {
    serve();
    const { user } = renderPage();
    const home = await screen.findByRole('list', { name: 'Dashboards on Home' });
    expect(
      within(home)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Availability and price', 'Content and DCC']);
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByRole('list', { name: 'Dashboards on Reviews' })).toHaveTextContent('Reviews and ratings');
    expect(localStorage.getItem(DASHBOARD_TAB_INDEX_KEY)).toBe('1');
  });

  it('creates and deletes home tabs', async () => {
    const { calls } = serve();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /New tab/ }));
    await user.type(await screen.findByLabelText('Tab name'), 'Pricing');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('tab', { name: 'Pricing' })).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/customer/42/dashboards/tabs/create',
        body: { name: 'Pricing' },
      }),
    );

    // antd names each tab's close button 'remove', in the order of the tabs.
    await user.click(screen.getAllByRole('button', { name: 'remove' })[1]!);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Reviews' })).not.toBeInTheDocument());
  });

  it('moves a dashboard to another tab from the list', async () => {
    const { calls } = serve();
    const { user } = renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Tab of Reviews and ratings' }));
    // The last match is the dropdown's option (the others are selected values of other rows).
    await user.click((await screen.findAllByTitle('Home')).at(-1)!);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Dashboards on Home' })).toHaveTextContent('Reviews and ratings'),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/api/customer/42/dashboards/tabs/move-dashboard',
        body: { dashboardId: 7, tabId: 1, sequenceNumber: 3 },
      }),
    );
  });

  it('deletes a dashboard I own after confirming', async () => {
    const { calls } = serve();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Content and DCC' }));
    expect(await screen.findByText('Delete the dashboard Content and DCC?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('DELETE /api/customer/42/dashboard/6'),
    );
  });
});

import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { Dashboard } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardViewPage } from '../../pages/DashboardViewPage';
import { sampleDashboard, sampleWidgetsFor } from '../../testing/sampleDashboards';
import { sampleAvailableFilters, sampleBarSavedFilters, sampleFilterItems } from '../../testing/sampleFilters';
import { CROSS_FILTER_TEXTS } from '../CrossFilterChips/CrossFilterChips';
import { FILTER_BAR_TEXTS } from './DashboardFilterBar';

const kpiAnswer = {
  visualizationType: 'KPI',
  rawOutput: { value: 0.914, compareValue: null, observationCount: 120 },
  settingsUsed: { metricName: 'Availability', valueFormat: { type: 'percent' }, aggregationFunction: 'AVG' },
};

function serve(dashboard: Dashboard, dataAnswered: Promise<void> = Promise.resolve()) {
  const items = sampleFilterItems();
  return fakeRoutes({
    'GET /api/customer/42/dashboard/5': () => json(dashboard),
    'GET /api/customer/42/widget/get-widgets-for-dashboard/5': () => json(sampleWidgetsFor(dashboard)),
    'POST /api/customer/42/widget/get-data': async () => {
      await dataAnswered;
      return json(kpiAnswer);
    },
    'GET /api/customer/42/data-retention': () => json({ months: 24 }),
    'GET /api/customer/42/saved-filters': () => json(sampleBarSavedFilters()),
    'GET /api/customer/42/available-filters-for-user': () => json(sampleAvailableFilters()),
    'GET /api/customer/42/dashboard/filter/retailers': () => json(items.retailers),
    'GET /api/customer/42/dashboard/filter/countries': () => json(items.countries),
    'POST /api/log/apply-filters-button': () => new Response(null, { status: 204 }),
  });
}

const renderView = (route = '/dashboards/view/?id=5') =>
  renderWithProviders(<DashboardViewPage />, {
    route,
    preloadedState: { session: signedInSession({ user: { ...sampleAuthUser, id: 7 } }) },
  });

const dataBodies = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path.endsWith('/widget/get-data')).map((call) => call.body as Record<string, unknown>);

/**
 * Opens an antd multi-select by its name and clicks the option with this text (antd titles options so). The bar's
 * selects appear once the dashboard's requests have settled.
 */
async function choose(user: ReturnType<typeof renderView>['user'], select: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: select }));
  await user.click(await screen.findByTitle(option));
}

describe('the dashboard filter bar', { timeout: 30_000 }, () => {
  it('redraws the widgets with a saved filter only on Apply, and logs the Apply', async () => {
    const { calls } = serve(sampleDashboard());
    const { user } = renderView();
    await waitFor(() => expect(dataBodies(calls)).toHaveLength(3));
    await screen.findByRole('combobox', { name: 'Retailers' });
    // Category pages have no items for this reader, so the bar does not offer them.
    expect(screen.queryByRole('combobox', { name: 'Category pages' })).not.toBeInTheDocument();

    await choose(user, FILTER_BAR_TEXTS.savedFilters, 'Germany');
    expect(await screen.findByText(FILTER_BAR_TEXTS.changed)).toBeInTheDocument();
    expect(dataBodies(calls)).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: FILTER_BAR_TEXTS.apply }));
    await waitFor(() => expect(dataBodies(calls).length).toBeGreaterThan(3));
    expect(dataBodies(calls).at(-1)).toMatchObject({ savedFilterIds: [3], filterCountryIds: [405] });
    const log = calls.find((call) => call.path === '/api/log/apply-filters-button');
    expect(log?.body).toMatchObject({ customerId: 42, payload: { dashboardId: 5, savedFilterIds: '3' } });
    expect(screen.queryByText(FILTER_BAR_TEXTS.changed)).not.toBeInTheDocument();
  });

  it('shows retailers excluded by licence or role, but not to be chosen', async () => {
    serve(sampleDashboard());
    const { user } = renderView();
    await user.click(await screen.findByRole('combobox', { name: 'Retailers' }));
    const excluded = await screen.findByTitle('Marktplatz24 (Germany) — not available to your role');
    expect(excluded.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    const licence = await screen.findByTitle('Basket & Co (United Kingdom) — not in your licence');
    expect(licence.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    expect((await screen.findByTitle('Kaufhalle (Germany)')).closest('.ant-select-item')).not.toHaveClass(
      'ant-select-item-option-disabled',
    );
  });

  it('opens with the filters and cross-filters of its address, and a removed chip redraws without it', async () => {
    const { calls } = serve(sampleDashboard());
    const { user } = renderView('/dashboards/view/?id=5&filterRetailerIds=1,2&xf=retailer:2~Winkelhuis');
    await waitFor(() => expect(dataBodies(calls)).toHaveLength(3));
    expect(dataBodies(calls)[0]).toMatchObject({
      savedFilterIds: [],
      filterRetailerIds: [2],
      filterUseDefaults: false,
    });
    const chips = screen.getByRole('group', { name: CROSS_FILTER_TEXTS.title });
    await user.click(within(chips).getByRole('button', { name: CROSS_FILTER_TEXTS.remove('Retailer: Winkelhuis') }));
    await waitFor(() => expect(dataBodies(calls).length).toBeGreaterThan(3));
    expect(dataBodies(calls).at(-1)).toMatchObject({ filterRetailerIds: [1, 2] });
    // Undo brings the chip back.
    await user.click(screen.getByRole('button', { name: CROSS_FILTER_TEXTS.undo }));
    expect(await screen.findByText('Retailer: Winkelhuis')).toBeInTheDocument();
  });

  it("asks for the bar's choices only once the widgets' data has answered", async () => {
    let answer = () => {};
    const { calls } = serve(sampleDashboard(), new Promise<void>((resolve) => (answer = resolve)));
    renderView();
    await waitFor(() => expect(dataBodies(calls)).toHaveLength(3));
    const choiceCalls = () =>
      calls.filter((call) => /\/(saved-filters|available-filters-for-user)$/.test(call.path)).length;
    // The bar is there with its buttons, its choices not yet asked for while the widgets wait for their data.
    expect(screen.getByRole('button', { name: FILTER_BAR_TEXTS.apply })).toBeInTheDocument();
    expect(choiceCalls()).toBe(0);
    answer();
    expect(await screen.findByRole('combobox', { name: 'Retailers' })).toBeInTheDocument();
    expect(choiceCalls()).toBe(2);
  });

  it('applies the dashboard default filter on opening, and Reset returns to it', async () => {
    const { calls } = serve(sampleDashboard({ defaultSavedFilterId: 3 }));
    const { user } = renderView();
    await waitFor(() => expect(dataBodies(calls)).toHaveLength(3));
    expect(dataBodies(calls)[0]).toMatchObject({
      savedFilterIds: [3],
      filterCountryIds: [405],
      filterUseDefaults: true,
    });
    await choose(user, 'Retailers', 'Kaufhalle (Germany)');
    expect(await screen.findByText(FILTER_BAR_TEXTS.changed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FILTER_BAR_TEXTS.reset }));
    await waitFor(() => expect(screen.queryByText(FILTER_BAR_TEXTS.changed)).not.toBeInTheDocument());
    // Back where it started: no new requests.
    expect(dataBodies(calls)).toHaveLength(3);
  });
});

import { DateTime } from 'luxon';
import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { COPY_LINK_CONFIRMATION, type Dashboard } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDashboard, sampleWidgetsFor } from '../testing/sampleDashboards';
import { WIDGET_CARD_TEXTS } from '../components/DashboardWidgetCard';
import { COPY_LINK_TEXTS } from '../utils/useCopyViewLink';
import { DashboardViewPage, VIEW_TEXTS } from './DashboardViewPage';

const kpiAnswer = {
  visualizationType: 'KPI',
  rawOutput: { value: 0.914, compareValue: null, observationCount: 120 },
  settingsUsed: {
    metricName: 'Availability',
    valueFormat: { type: 'percent' },
    aggregationFunction: 'AVG',
    dateFrom: '2024-02-27',
    dateTo: '2024-03-04',
  },
};

const members = {
  widgetUsers: [],
  users: [
    { id: 7, displayName: 'Ada Lovelace', email: 'ada@acme.test' },
    { id: 8, displayName: 'Andy Analyst', email: 'analyst@acme.test' },
    { id: 9, displayName: 'Paula Product', email: 'pm@acme.test' },
  ],
};

function serve(dashboard: Dashboard, extra: Parameters<typeof fakeRoutes>[0] = {}) {
  return fakeRoutes({
    ...extra,
    'GET /api/customer/42/widget-users': () => json(members),
    'PUT /api/customer/42/dashboard/5/users': () => json(dashboard),
    'GET /api/customer/42/dashboard/5': () => json(dashboard),
    'GET /api/customer/42/widget/get-widgets-for-dashboard/5': () => json(sampleWidgetsFor(dashboard)),
    'POST /api/customer/42/widget/get-data': () => json(kpiAnswer),
    'GET /api/customer/42/data-retention': () => json({ months: 24 }),
  });
}

const renderView = (userId = 7, route = '/dashboards/view/?id=5') =>
  renderWithProviders(<DashboardViewPage />, {
    route,
    preloadedState: { session: signedInSession({ user: { ...sampleAuthUser, id: userId } }) },
  });

const bodiesOfDataRequests = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path.endsWith('/widget/get-data')).map((call) => call.body as Record<string, unknown>);

describe('DashboardViewPage', () => {
  it('shows the header, the groups with their rows and draws each widget in the dashboard context', async () => {
    const { calls } = serve(sampleDashboard());
    renderView();
    expect(await screen.findByRole('heading', { name: 'Availability and price', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('On-shelf availability and selling prices across retailers.')).toBeInTheDocument();
    const availability = screen.getByRole('region', { name: 'Availability' });
    expect(within(availability).getByText('Share of listed products in stock.')).toBeInTheDocument();
    expect(within(availability).getByRole('figure', { name: 'Availability last week' })).toBeInTheDocument();
    expect(within(availability).getByRole('figure', { name: 'Review scores' })).toBeInTheDocument();
    expect(availability.style.borderTop).toContain('4px solid');

    await waitFor(() => expect(bodiesOfDataRequests(calls)).toHaveLength(3));
    const bodies = bodiesOfDataRequests(calls);
    // The override's preset wins over the dashboard's 30d; the others take the dashboard's.
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          widgetId: 11,
          dashboardId: 5,
          dashboardWidgetId: 31,
          datePreset: '7d',
          applyRetailerAssortment: true,
        }),
        expect.objectContaining({ widgetId: 13, dashboardId: 5, dashboardWidgetId: 32, datePreset: '30d' }),
        expect.objectContaining({ widgetId: 12, dashboardId: 5, dashboardWidgetId: 33, datePreset: '30d' }),
      ]),
    );
  });

  it('shows a widget not shared with me as such and asks no data for it', async () => {
    const { calls } = serve(sampleDashboard());
    renderView();
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText(WIDGET_CARD_TEXTS.notShared)).toBeInTheDocument();
    await waitFor(() => expect(bodiesOfDataRequests(calls)).toHaveLength(3));
    expect(bodiesOfDataRequests(calls).map((body) => body.widgetId)).not.toContain(99);
  });

  it('sends a fixed range as dates', async () => {
    const { calls } = serve(
      sampleDashboard({ rollingDatePreset: null, fixedDateRange: { dateFrom: '2024-01-01', dateTo: '2024-01-31' } }),
    );
    renderView();
    await waitFor(() => expect(bodiesOfDataRequests(calls)).toHaveLength(3));
    const price = bodiesOfDataRequests(calls).find((body) => body.widgetId === 12);
    expect(price).toMatchObject({ dateFrom: '2024-01-01', dateTo: '2024-01-31' });
    expect(price).not.toHaveProperty('datePreset');
  });

  it('offers Edit to the owner only; a shared user can still copy', async () => {
    serve(sampleDashboard());
    const owner = renderView(7);
    expect(await screen.findByRole('button', { name: VIEW_TEXTS.edit })).toBeInTheDocument();
    owner.unmount();
    serve(sampleDashboard());
    renderView(8);
    expect(await screen.findByRole('button', { name: VIEW_TEXTS.copy })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VIEW_TEXTS.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VIEW_TEXTS.share })).not.toBeInTheDocument();
  });

  it('redraws with days chosen in the header, except a widget with its own date preset', async () => {
    const { calls } = serve(sampleDashboard());
    const { user } = renderView();
    await waitFor(() => expect(bodiesOfDataRequests(calls)).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: /\w{3} \d{1,2}, \d{4}/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('radio', { name: 'Last 12 months' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bodiesOfDataRequests(calls).length).toBeGreaterThan(3));
    const later = bodiesOfDataRequests(calls).slice(3);
    const price = later.find((body) => body.widgetId === 12);
    expect(price).toMatchObject({ dashboardWidgetId: 33, dateFrom: expect.any(String), dateTo: expect.any(String) });
    expect(price).not.toHaveProperty('datePreset');
    // The 7-day override still wins, so that widget asks nothing new.
    expect(later.map((body) => body.widgetId)).not.toContain(11);
  });

  it('draws the days its address names, so a copied link reproduces them', async () => {
    // Days inside the data retention, whenever the test runs.
    const dateFrom = DateTime.now().minus({ days: 20 }).toISODate();
    const dateTo = DateTime.now().minus({ days: 10 }).toISODate();
    const { calls } = serve(sampleDashboard());
    renderView(7, `/dashboards/view/?id=5&datePreset=cu&dateFrom=${dateFrom}&dateTo=${dateTo}`);
    await waitFor(() => expect(bodiesOfDataRequests(calls).length).toBeGreaterThan(0));
    const price = bodiesOfDataRequests(calls).find((body) => body.widgetId === 12);
    expect(price).toMatchObject({ dateFrom, dateTo });
  });

  it('lets the owner share it with members, listing who has it already', async () => {
    const { calls } = serve(sampleDashboard());
    const { user } = renderView(7);
    await user.click(await screen.findByRole('button', { name: VIEW_TEXTS.share }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Andy Analyst (analyst@acme.test)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click((await screen.findAllByTitle('Paula Product (pm@acme.test)')).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: '/api/customer/42/dashboard/5/users',
          body: { userIds: [8, 9] },
        }),
      ),
    );
  });

  it('says why the server refused a PDF, and falls back to its own words when the server gives none', async () => {
    // A 429 goes to the rate-limit page like any other (spec 1); a busy server's 503 is told here.
    const refusal = 'The server is printing as many dashboards as it can hold. Try again in a moment.';
    let answer = json({ statusCode: 503, error: 'Service Unavailable', message: refusal }, 503);
    const { calls } = serve(sampleDashboard(), { 'GET /api/customer/42/dashboard/5/pdf': () => answer });
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: VIEW_TEXTS.pdf }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    answer = new Response('', { status: 502 });
    // Once a button has loaded, antd keeps its (hidden) spinner in the name: match the words.
    await user.click(await screen.findByRole('button', { name: new RegExp(VIEW_TEXTS.pdf) }));
    expect(await screen.findByText(VIEW_TEXTS.pdfFailed)).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/pdf'))).toHaveLength(2);
  });

  it('says so when the dashboard is not mine or shared with me', async () => {
    fakeRoutes({});
    renderView();
    expect(await screen.findByText('This dashboard does not exist or is not shared with you.')).toBeInTheDocument();
  });

  it.each([
    ['shared with no one, warns that the link opens only for its owner', [], true],
    ['shared with a member, only confirms', [{ id: 2, dashboardId: 5, userId: 8, isOwner: false }], false],
  ] as const)('copies a deep link to the view; %s', async (_case, others, warns) => {
    const dashboard = sampleDashboard({
      dashboardUsers: [{ id: 1, dashboardId: 5, userId: 7, isOwner: true }, ...others],
    });
    serve(dashboard, { 'POST /api/customer/42/deep-link': () => json({ hash: 'k3y.42' }, 201) });
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: VIEW_TEXTS.copyLink }));
    expect(await screen.findByText(COPY_LINK_CONFIRMATION)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/link/k3y.42/`);
    if (warns)
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(COPY_LINK_TEXTS.sharedWithNoOne)),
      ).toBe(true);
    else expect(screen.queryByText(COPY_LINK_TEXTS.sharedWithNoOne)).not.toBeInTheDocument();
  });
});

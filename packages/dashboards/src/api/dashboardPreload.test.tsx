import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { Dashboard } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardViewPage } from '../pages/DashboardViewPage';
import { sampleDashboard, sampleWidgetsFor } from '../testing/sampleDashboards';
import { answerBatchWith, batchedRequests } from '../testing/widgetDataBatch';
import { preloadDashboardPrint, preloadDashboardView } from './dashboardPreload';

const textAnswer = { visualizationType: 'TEXT', rawOutput: { fields: [] }, settingsUsed: {} };

/** `widgetsAnswered`: the placed widgets' definitions are answered once it settles (at once by default). */
function serve(dashboard: Dashboard, widgetsAnswered: Promise<void> = Promise.resolve()) {
  return fakeRoutes({
    'GET /api/customer/42/dashboard/5': () => json(dashboard),
    'GET /api/customer/42/widget/get-widgets-for-dashboard/5': async () => {
      await widgetsAnswered;
      return json(sampleWidgetsFor(dashboard));
    },
    'GET /api/customer/42/saved-filters': () => json([]),
    'GET /api/customer/42/data-retention': () => json({ months: 24 }),
    'POST /api/customer/42/widget/get-data': () => json(textAnswer),
    'POST /api/customer/42/widget/get-data/batch': answerBatchWith(textAnswer),
  });
}

const signedInStore = () => makeStore({ session: signedInSession() });

interface Call {
  path: string;
  body: unknown;
}
const callsTo = (calls: readonly Call[], ending: string) => calls.filter((call) => call.path.endsWith(ending));
/** Every get-data request sent, alone or in a batch. */
const dataBodies = (calls: readonly Call[]) => [
  ...callsTo(calls, '/widget/get-data').map((call) => call.body),
  ...callsTo(calls, '/widget/get-data/batch').flatMap(batchedRequests),
];
const widgetIdsAsked = (calls: readonly Call[]) =>
  dataBodies(calls)
    .map((body) => (body as { widgetId: number }).widgetId)
    .sort();

describe('dashboard preloads', () => {
  it("asks for the view's dashboard, its widgets and their data with the page's own arguments: the page asks nothing twice", async () => {
    const { calls } = serve(sampleDashboard());
    const store = signedInStore();
    const address = new URL('http://shelfsight.test/dashboards/view/?id=5&filterRetailerIds=3');
    await preloadDashboardView(address, store);
    // The widget not shared with me asks for nothing.
    await waitFor(() => expect(widgetIdsAsked(calls)).toEqual([11, 12, 13]));

    renderWithProviders(<DashboardViewPage />, { route: `${address.pathname}${address.search}`, store });
    expect(await screen.findByRole('heading', { name: 'Availability and price', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('figure', { busy: false }).length).toBeGreaterThanOrEqual(3));
    expect(callsTo(calls, '/dashboard/5')).toHaveLength(1);
    expect(callsTo(calls, '/get-widgets-for-dashboard/5')).toHaveLength(1);
    expect(widgetIdsAsked(calls)).toEqual([11, 12, 13]);
    // In one batch, whose lines the page's queries took up.
    expect(callsTo(calls, '/widget/get-data/batch')).toHaveLength(1);
    expect(callsTo(calls, '/widget/get-data')).toEqual([]);
    expect(dataBodies(calls)).toContainEqual(
      expect.objectContaining({ widgetId: 13, filterRetailerIds: [3], datePreset: '30d' }),
    );
  });

  it("asks for the view's widget data once the dashboard answers, not waiting for its widgets' definitions", async () => {
    let answerWidgets = () => {};
    const { calls } = serve(
      sampleDashboard(),
      new Promise<void>((resolve) => {
        answerWidgets = resolve;
      }),
    );
    const preloaded = preloadDashboardView(new URL('http://shelfsight.test/dashboards/view/?id=5'), signedInStore());
    await waitFor(() => expect(widgetIdsAsked(calls)).toEqual([11, 12, 13]));
    expect(callsTo(calls, '/get-widgets-for-dashboard/5')).toHaveLength(1);
    answerWidgets();
    await preloaded;
  });

  it("leaves the view's widget data to the page while the dashboard's default saved filter or chosen days decide it", async () => {
    const withDefault = serve(sampleDashboard({ defaultSavedFilterId: 7 }));
    await preloadDashboardView(new URL('http://shelfsight.test/dashboards/view/?id=5'), signedInStore());
    expect(callsTo(withDefault.calls, '/dashboard/5')).toHaveLength(1);
    expect(widgetIdsAsked(withDefault.calls)).toEqual([]);

    const withDays = serve(sampleDashboard());
    await preloadDashboardView(new URL('http://shelfsight.test/dashboards/view/?id=5&datePreset=7d'), signedInStore());
    expect(callsTo(withDays.calls, '/get-widgets-for-dashboard/5')).toHaveLength(1);
    expect(widgetIdsAsked(withDays.calls)).toEqual([]);
  });

  it('asks for the dashboard and widgets of the print layout, and leaves their data to the page', async () => {
    const { calls } = serve(sampleDashboard());
    await preloadDashboardPrint(
      new URL('http://shelfsight.test/dashboards/pdfView/?id=5&dateFrom=2024-02-01&dateTo=2024-02-29'),
      signedInStore(),
    );
    expect(callsTo(calls, '/dashboard/5')).toHaveLength(1);
    expect(callsTo(calls, '/get-widgets-for-dashboard/5')).toHaveLength(1);
    expect(widgetIdsAsked(calls)).toEqual([]);
  });

  it('asks for nothing without a dashboard id in the address', async () => {
    const { calls } = serve(sampleDashboard());
    await preloadDashboardView(new URL('http://shelfsight.test/dashboards/view/'), signedInStore());
    expect(calls).toHaveLength(0);
  });
});

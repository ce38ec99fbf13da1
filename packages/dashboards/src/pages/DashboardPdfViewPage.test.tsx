import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { PRINT_READY_ATTRIBUTE } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_RETAILERS } from '@shelfsight/widget-kit/samples';
import { sampleDashboard, sampleSavedFilters, sampleWidgetsFor } from '../testing/sampleDashboards';
import { printedTablesDashboard, productTableAnswer, twentyRetailerMatrixAnswer } from '../testing/samplePrintAnswers';
import { answerBatchWith, batchedRequests } from '../testing/widgetDataBatch';
import { DashboardPdfViewPage } from './DashboardPdfViewPage';

afterEach(() => vi.unstubAllGlobals());

const textAnswer = { visualizationType: 'TEXT', rawOutput: { fields: [] }, settingsUsed: {} };

describe('DashboardPdfViewPage', () => {
  it('asks for every widget in one batch, in reading order, and no card asks on its own', async () => {
    const dashboard = sampleDashboard();
    const { calls } = fakeRoutes({
      'GET /api/customer/42/dashboard/5': () => json(dashboard),
      'GET /api/customer/42/widget/get-widgets-for-dashboard/5': () => json(sampleWidgetsFor(dashboard)),
      'POST /api/customer/42/widget/get-data': () => json(textAnswer),
      'POST /api/customer/42/widget/get-data/batch': answerBatchWith(textAnswer),
    });
    const { container } = renderWithProviders(<DashboardPdfViewPage />, {
      route: '/dashboards/pdfView/?id=5',
      preloadedState: { session: signedInSession() },
    });
    await waitFor(() => expect(container.querySelector(`[${PRINT_READY_ATTRIBUTE}="true"]`)).not.toBeNull());
    const batches = calls.filter((call) => call.path.endsWith('/widget/get-data/batch'));
    expect(batches).toHaveLength(1);
    expect(batchedRequests(batches[0]!).map((entry) => (entry as { widgetId: number }).widgetId)).toEqual(
      sampleWidgetsFor(dashboard)
        .filter((placed) => !placed.widgetNotShared)
        .map((placed) => placed.widgetId),
    );
    expect(calls.filter((call) => call.path.endsWith('/widget/get-data'))).toEqual([]);
  });

  it('draws every shared widget at once, even where the view would wait for scrolling', async () => {
    // An observer that never reports: in the view no widget would ask for data.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const dashboard = sampleDashboard();
    // No batch answered here (404): each card asks for its own data.
    const { calls } = fakeRoutes({
      'GET /api/customer/42/dashboard/5': () => json(dashboard),
      'GET /api/customer/42/widget/get-widgets-for-dashboard/5': () => json(sampleWidgetsFor(dashboard)),
      'POST /api/customer/42/widget/get-data': () => json(textAnswer),
    });
    renderWithProviders(<DashboardPdfViewPage />, {
      route: '/dashboards/pdfView/?id=5',
      preloadedState: { session: signedInSession() },
    });
    expect(await screen.findByRole('heading', { name: 'Availability and price', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path.endsWith('/widget/get-data'))
          .map((call) => (call.body as { widgetId: number }).widgetId)
          .sort(),
      ).toEqual([11, 12, 13]),
    );
  });

  it('names the days and filters it ran with, and says when every widget has drawn', async () => {
    const dashboard = sampleDashboard({ defaultSavedFilterId: 7, applyRetailerAssortment: true });
    const gate: { open?: () => void } = {};
    const drawn = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    fakeRoutes({
      'GET /api/customer/42/dashboard/5': () => json(dashboard),
      'GET /api/customer/42/widget/get-widgets-for-dashboard/5': () => json(sampleWidgetsFor(dashboard)),
      'GET /api/customer/42/saved-filters': () => json([{ ...sampleSavedFilters()[0], id: 7, name: 'Germany' }]),
      // The widgets' answers wait until the test lets them through.
      'POST /api/customer/42/widget/get-data': async () => {
        await drawn;
        return json(textAnswer);
      },
    });
    const { container } = renderWithProviders(<DashboardPdfViewPage />, {
      route: '/dashboards/pdfView/?id=5&dateFrom=2024-02-01&dateTo=2024-02-29',
      preloadedState: { session: signedInSession() },
    });
    const stamp = await screen.findByTestId('print-stamp');
    await waitFor(() => expect(stamp).toHaveTextContent('Filters: saved filter Germany; retailer assortment applied'));
    expect(stamp).toHaveTextContent('Dates: 2024-02-01 – 2024-02-29');
    const root = container.querySelector(`[${PRINT_READY_ATTRIBUTE}]`);
    expect(root).toHaveAttribute(PRINT_READY_ATTRIBUTE, 'false');
    gate.open?.();
    await waitFor(() => expect(root).toHaveAttribute(PRINT_READY_ATTRIBUTE, 'true'));
  });

  it('prints every column of a 20-retailer matrix and says which rows of a data table it holds', async () => {
    const { dashboard, widgets } = printedTablesDashboard();
    const answers: Record<number, unknown> = { 51: twentyRetailerMatrixAnswer, 52: productTableAnswer(200, 400) };
    const { calls } = fakeRoutes({
      'GET /api/customer/42/dashboard/5': () => json(dashboard),
      'GET /api/customer/42/widget/get-widgets-for-dashboard/5': () => json(widgets),
      'POST /api/customer/42/widget/get-data/batch': async (request) => {
        const { requests } = (await request.json()) as { requests: { widgetId: number }[] };
        const lines = requests.map((asked, index) =>
          JSON.stringify({ index, status: 200, body: answers[asked.widgetId] }),
        );
        return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'application/x-ndjson' } });
      },
    });
    const { container } = renderWithProviders(<DashboardPdfViewPage />, {
      route: '/dashboards/pdfView/?id=5',
      preloadedState: { session: signedInSession() },
    });
    await waitFor(() => expect(container.querySelector(`[${PRINT_READY_ATTRIBUTE}="true"]`)).not.toBeNull());
    const text = container.textContent ?? '';
    for (const retailer of SAMPLE_RETAILERS) expect(text).toContain(retailer);
    // No column is left in a box that scrolls: paper does not.
    expect(container.querySelector('[style*="overflow-x"]')).toBeNull();
    expect(screen.getByText('Rows 1–200 of 400')).toBeInTheDocument();
    // The table asked for its printed rows.
    const [batch] = calls.filter((call) => call.path.endsWith('/widget/get-data/batch'));
    const asked = batchedRequests(batch!) as { widgetId: number; itemsPerPage?: number }[];
    expect(asked.find((entry) => entry.widgetId === 52)?.itemsPerPage).toBe(200);
  });
});

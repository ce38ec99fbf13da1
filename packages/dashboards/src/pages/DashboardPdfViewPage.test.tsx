import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleDashboard, sampleWidgetsFor } from '../testing/sampleDashboards';
import { DashboardPdfViewPage } from './DashboardPdfViewPage';

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPdfViewPage', () => {
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
    const { calls } = fakeRoutes({
      'GET /api/customer/42/dashboard/5': () => json(dashboard),
      'GET /api/customer/42/widget/get-widgets-for-dashboard/5': () => json(sampleWidgetsFor(dashboard)),
      'POST /api/customer/42/widget/get-data': () =>
        json({ visualizationType: 'TEXT', rawOutput: { fields: [] }, settingsUsed: {} }),
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
});

import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  sampleDashboards,
  sampleDashboardWidgets,
  sampleExports,
  sampleSavedFilters,
  sampleUsersAnswer,
} from '../testing/sampleData';
import { ScheduledExportFormPage } from './ScheduledExportFormPage';

const routes = [
  { path: '/exports/scheduled/', element: <p>Export list</p> },
  { path: '/exports/scheduled/edit/', element: <ScheduledExportFormPage /> },
  { path: '/exports/scheduled/copy/', element: <ScheduledExportFormPage /> },
];
const session = { session: signedInSession() };

/** The lists every form reads. */
const lookups = {
  'GET /api/customer/42/dashboards': () => json(sampleDashboards),
  'GET /api/customer/42/dashboard-widgets': () => json(sampleDashboardWidgets),
  'GET /api/customer/42/saved-filters': () => json(sampleSavedFilters),
  'GET /api/customer/42/saved-filter-users': () => json(sampleUsersAnswer),
  'GET /api/customer/42/scheduled-export/51': () => json(sampleExports[0]),
  'GET /api/customer/42/scheduled-export/53': () => json(sampleExports[2]),
};
const sent = (server: ReturnType<typeof fakeRoutes>, method: string) =>
  server.calls.find((call) => call.method === method)?.body as Record<string, unknown> | undefined;

describe('ScheduledExportFormPage', () => {
  it('saves an edited export with PATCH and returns to the list', async () => {
    const server = fakeRoutes({
      ...lookups,
      'PATCH /api/customer/42/scheduled-export/51': () => json(sampleExports[0]),
    });
    const { user, router } = renderRoutes(routes, { route: '/exports/scheduled/edit/?id=51', preloadedState: session });
    const subject = await screen.findByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Availability at dawn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exports/scheduled/'));
    expect(sent(server, 'PATCH')).toMatchObject({
      subject: 'Availability at dawn',
      dashboardWidgetId: 301,
      time: '06:00',
      dashboardSettings: { savedFilterIds: [11] },
    });
  });

  it("shows the server's 422 field messages beside their fields and stays", async () => {
    fakeRoutes({
      ...lookups,
      'POST /api/customer/42/scheduled-export/create': () =>
        json({ statusCode: 422, message: 'Invalid input', fields: { filename: 'This name is not allowed.' } }, 422),
    });
    const { user, router } = renderRoutes(routes, { route: '/exports/scheduled/copy/?id=51', preloadedState: session });
    expect(await screen.findByLabelText('Subject')).toHaveValue('Copy of Daily availability per retailer');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This name is not allowed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exports/scheduled/copy/');
  });

  it('does not let a recipient edit an export they do not own', async () => {
    fakeRoutes(lookups);
    renderRoutes(routes, { route: '/exports/scheduled/edit/?id=53', preloadedState: session });
    expect(await screen.findByText('Unknown export')).toBeInTheDocument();
  });
});

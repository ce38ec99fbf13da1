import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  sampleAlerts,
  sampleDimensions,
  sampleMetrics,
  sampleSavedFilters,
  sampleUsersAnswer,
} from '../testing/sampleData';
import { AlertFormPage } from './AlertFormPage';

const routes = [
  { path: '/alerts/', element: <p>Alert list</p> },
  { path: '/alerts/create/', element: <AlertFormPage /> },
  { path: '/alerts/edit/', element: <AlertFormPage /> },
  { path: '/alerts/copy/', element: <AlertFormPage /> },
];
const session = { session: signedInSession() };

/** The lists every form reads. */
const lookups = {
  'GET /api/customer/42/filtered-metrics': () => json(sampleMetrics),
  'GET /api/dimensions': () => json(sampleDimensions),
  'GET /api/customer/42/saved-filters': () => json(sampleSavedFilters),
  'GET /api/customer/42/saved-filter-users': () => json(sampleUsersAnswer),
  'GET /api/customer/42/alert/31': () => json(sampleAlerts[0]),
  'GET /api/customer/42/alert/33': () => json(sampleAlerts[2]),
};
const posted = (server: ReturnType<typeof fakeRoutes>, method: string) =>
  server.calls.find((call) => call.method === method)?.body as Record<string, unknown> | undefined;

describe('AlertFormPage', () => {
  it('creates an alert with the defaults and returns to the list', async () => {
    const server = fakeRoutes({
      ...lookups,
      'POST /api/customer/42/alert/create': () => json({ ...sampleAlerts[0], id: 40 }, 201),
    });
    const { user, router } = renderRoutes(routes, { route: '/alerts/create/', preloadedState: session });
    await user.type(await screen.findByLabelText('Subject'), 'Availability watch');
    await user.click(screen.getByLabelText('Metric'));
    await user.click(await screen.findByTitle('Availability'));
    await user.type(screen.getByLabelText('Threshold'), '80');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts/'));
    expect(posted(server, 'POST')).toMatchObject({
      subject: 'Availability watch',
      metricId: 2,
      threshold: 80,
      thresholdCondition: '>',
      thresholdModerator: 'IS',
      comparedTo: 'EXACT_VALUE',
      datePreset: '1d',
      notificationMethods: ['T', 'E'],
      isActive: true,
    });
  });

  it('loads an owned alert for editing and saves it whole', async () => {
    const server = fakeRoutes({
      ...lookups,
      'PATCH /api/customer/42/alert/31': () => json({ ...sampleAlerts[0], subject: 'Availability low' }),
    });
    const { user, router } = renderRoutes(routes, { route: '/alerts/edit/?id=31', preloadedState: session });
    const subject = await screen.findByDisplayValue('Availability below 80 %');
    await user.clear(subject);
    await user.type(subject, 'Availability low');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts/'));
    expect(posted(server, 'PATCH')).toMatchObject({
      subject: 'Availability low',
      threshold: 80,
      thresholdCondition: '<',
      recipientIds: [4],
      filterSet: { savedFilterIds: [11] },
    });
  });

  it('copies a received alert as a new one named "(copy)"', async () => {
    const server = fakeRoutes({
      ...lookups,
      'POST /api/customer/42/alert/create': () => json({ ...sampleAlerts[2], id: 41 }, 201),
    });
    const { user, router } = renderRoutes(routes, { route: '/alerts/copy/?id=33', preloadedState: session });
    expect(await screen.findByDisplayValue('Days out of stock above 3 (copy)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts/'));
    expect(posted(server, 'POST')).toMatchObject({ subject: 'Days out of stock above 3 (copy)', metricId: 3 });
  });

  it("shows the server's message beside the field it names and stays", async () => {
    fakeRoutes({
      ...lookups,
      'PATCH /api/customer/42/alert/31': () =>
        json(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: 'Unknown saved filter.',
            fields: { 'filterSet.savedFilterIds.0': 'Unknown saved filter.' },
          },
          422,
        ),
    });
    const { user, router } = renderRoutes(routes, { route: '/alerts/edit/?id=31', preloadedState: session });
    await screen.findByDisplayValue('Availability below 80 %');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown saved filter.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/alerts/edit/');
  });

  it('says so when the alert is not the user’s to edit', async () => {
    fakeRoutes(lookups);
    renderRoutes(routes, { route: '/alerts/edit/?id=33', preloadedState: session });
    expect(await screen.findByText('Unknown alert')).toBeInTheDocument();
  });
});

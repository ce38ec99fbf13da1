import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleAlerts } from '../testing/sampleData';
import { AlertsPage } from './AlertsPage';

const routes = [
  { path: '/alerts/', element: <AlertsPage /> },
  { path: '/alerts/create/', element: <p>Create form</p> },
  { path: '/alerts/copy/', element: <p>Copy form</p> },
];
const session = { session: signedInSession() };
const owned = sampleAlerts.filter((alert) => alert.isOwnedByMe);
const received = sampleAlerts.filter((alert) => alert.isRecipient);
const listsBy = (request: Request) =>
  json(new URL(request.url).searchParams.get('list') === 'recipient' ? received : owned);

describe('AlertsPage', () => {
  it('lists the owned alerts, and the received ones on the other tab', async () => {
    fakeRoutes({ 'GET /api/customer/42/alerts': listsBy });
    const { user } = renderRoutes(routes, { route: '/alerts/', preloadedState: session });
    expect(await screen.findByText('Availability below 80 %')).toBeInTheDocument();
    expect(screen.queryByText('Days out of stock above 3')).toBeNull();
    await user.click(screen.getByText('I am a recipient'));
    expect(await screen.findByText('Days out of stock above 3')).toBeInTheDocument();
    expect(screen.queryByText('Availability below 80 %')).toBeNull();
  });

  it('switches an alert off by saving it whole with isActive false', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/alerts': listsBy,
      'PATCH /api/customer/42/alert/31': () => json({ ...sampleAlerts[0], isActive: false }),
    });
    const { user } = renderRoutes(routes, { route: '/alerts/', preloadedState: session });
    await user.click(await screen.findByRole('switch', { name: 'Active Availability below 80 %' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      isActive: false,
      subject: 'Availability below 80 %',
      metricId: 2,
    });
  });

  it('keeps a deleted alert when the server refuses, and says so', async () => {
    fakeRoutes({
      'GET /api/customer/42/alerts': listsBy,
      'DELETE /api/customer/42/alert/31': () =>
        json({ statusCode: 403, error: 'Forbidden', message: 'Only the owner of the alert may change it.' }, 403),
    });
    const { user } = renderRoutes(routes, { route: '/alerts/', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Delete Availability below 80 %' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Availability below 80 %" could not be deleted.')).toBeInTheDocument();
    expect(screen.getByText('Availability below 80 %')).toBeInTheDocument();
  });

  it('checks an alert now', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/alerts': listsBy,
      'POST /api/customer/42/alert/31/check': () =>
        json({ id: 1, alertId: 31, status: 'RAISED', conditionMet: true, values: [], message: null }),
    });
    const { user } = renderRoutes(routes, { route: '/alerts/', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Check Availability below 80 % now' }));
    expect(await screen.findByText('"Availability below 80 %" raised.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.endsWith('/alerts')).length).toBeGreaterThan(1);
  });

  it('opens the copy form of an alert', async () => {
    fakeRoutes({ 'GET /api/customer/42/alerts': listsBy });
    const { user, router } = renderRoutes(routes, { route: '/alerts/', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Copy Availability below 80 %' }));
    expect(router.state.location.pathname).toBe('/alerts/copy/');
    expect(router.state.location.search).toBe('?id=31');
  });

  it('marks the alert a recipient link points to, in the list of alerts I receive', async () => {
    fakeRoutes({ 'GET /api/customer/42/alerts': listsBy });
    renderRoutes(routes, { route: '/alerts/?list=recipient&id=33', preloadedState: session });
    const row = (await screen.findByText('Days out of stock above 3')).closest('tr');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('row').filter((each) => each.getAttribute('aria-current'))).toHaveLength(1);
  });

  it('looks for a linked alert that is not mine among those I receive', async () => {
    fakeRoutes({ 'GET /api/customer/42/alerts': listsBy });
    const { router } = renderRoutes(routes, { route: '/alerts/?id=33', preloadedState: session });
    const row = (await screen.findByText('Days out of stock above 3')).closest('tr');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(new URLSearchParams(router.state.location.search).get('list')).toBe('recipient');
    expect(screen.getByRole('radio', { name: 'I am a recipient' })).toBeChecked();
  });

  it('marks an alert of mine without switching lists', async () => {
    fakeRoutes({ 'GET /api/customer/42/alerts': listsBy });
    const { router } = renderRoutes(routes, { route: '/alerts/?id=32', preloadedState: session });
    const row = (await screen.findByText('Price index jumps per retailer')).closest('tr');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Availability below 80 %').closest('tr')).not.toHaveAttribute('aria-current');
    expect(router.state.location.search).toBe('?id=32');
  });
});

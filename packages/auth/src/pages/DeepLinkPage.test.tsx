import { deepLinkOutcomeMessages, type DeepLink } from '@shelfsight/contracts';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { askDashboardOwner, DeepLinkPage } from './DeepLinkPage';

const link = (overrides: Partial<DeepLink> = {}): DeepLink => ({
  redirectLink: '/target/',
  context: { customerId: 1 },
  entityId: '/target/',
  deepLinkType: 'page',
  dashboardId: null,
  dashboardOwnerId: null,
  dashboardName: null,
  dashboardOwnerName: null,
  dashboardAccess: true,
  hasExpired: false,
  entityOwnedByMe: false,
  entitySharedWithMe: true,
  ...overrides,
});

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/link/" element={<DeepLinkPage />} />
      <Route path="/link/:hash/" element={<DeepLinkPage />} />
      <Route path="/target/" element={<p>Target page</p>} />
    </Routes>,
    { route, preloadedState: { session: signedInSession({ activeCustomerId: 1 }) } },
  );
}

afterEach(() => sessionStorage.clear());

describe('DeepLinkPage', () => {
  it('opens the target of a link in the active customer', async () => {
    const server = fakeRoutes({ 'GET /api/deep-link/abc.1': () => json(link()) });
    renderAt('/link/abc.1/');
    expect(await screen.findByText('Target page')).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(sessionStorage.getItem('deepLinkHash')).toBeNull();
  });

  it('reads the hash from the query too', async () => {
    fakeRoutes({ 'GET /api/deep-link/abc.1': () => json(link()) });
    renderAt('/link/?hash=abc.1');
    expect(await screen.findByText('Target page')).toBeInTheDocument();
  });

  it('shows invalid hash without asking the server', async () => {
    const server = fakeRoutes({});
    renderAt('/link/?hash=abc.');
    expect(await screen.findByText(deepLinkOutcomeMessages.invalid_hash)).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    [link({ hasExpired: true, redirectLink: null }), deepLinkOutcomeMessages.expired],
    [link({ entitySharedWithMe: false, redirectLink: null }), deepLinkOutcomeMessages.unauthorized],
  ])('shows the outcome of a link it cannot follow', async (answer, text) => {
    fakeRoutes({ 'GET /api/deep-link/abc.1': () => json(answer) });
    renderAt('/link/abc.1/');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('ends a link to a dashboard not shared with the reader in no dashboard access, naming its owner', async () => {
    const answer = link({
      redirectLink: null,
      entityId: '/dashboards/view/?id=7',
      dashboardId: 7,
      dashboardOwnerId: 3,
      dashboardOwnerName: 'Grace Hopper',
      dashboardAccess: false,
    });
    fakeRoutes({ 'GET /api/deep-link/abc.1': () => json(answer) });
    renderAt('/link/abc.1/');
    expect(await screen.findByText('This link cannot be opened')).toBeInTheDocument();
    const reason = screen.getByText(new RegExp(deepLinkOutcomeMessages.no_dashboard_access));
    expect(reason).toHaveTextContent(
      `${deepLinkOutcomeMessages.no_dashboard_access} ${askDashboardOwner('Grace Hopper')}`,
    );
    expect(screen.queryByText('Target page')).not.toBeInTheDocument();
  });

  it('names a link of a customer the user cannot use, and a missing one', async () => {
    fakeRoutes({
      'GET /api/deep-link/abc.2': () => json({ statusCode: 403, error: 'Forbidden', message: 'x' }, 403),
      'GET /api/deep-link/gone.1': () => json({ statusCode: 404, error: 'Not Found', message: 'x' }, 404),
    });
    renderAt('/link/abc.2/');
    expect(await screen.findByText(deepLinkOutcomeMessages.invalid_customer)).toBeInTheDocument();
  });
});

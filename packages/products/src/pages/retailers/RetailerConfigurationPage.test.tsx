import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { clientRoutes } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleConfiguration, trackedOtto } from '../../testing/sampleRetailers';
import { RetailerConfigurationPage } from './RetailerConfigurationPage';

function renderPage(user = sampleAuthUser) {
  return renderRoutes(
    [
      { path: clientRoutes.retailerConfiguration, element: <RetailerConfigurationPage /> },
      { path: clientRoutes.noAccess, element: <p>No access page</p> },
    ],
    { preloadedState: { session: signedInSession({ user }) }, route: clientRoutes.retailerConfiguration },
  );
}

describe('RetailerConfigurationPage', () => {
  it('switches a retailer on at once and keeps the server’s answer', async () => {
    const saved = {
      ...sampleConfiguration,
      tracked: sampleConfiguration.tracked.map((row) => (row.retailerId === 12 ? { ...row, isActive: true } : row)),
    };
    const calls = fakeServer((request) => (request.method === 'PATCH' ? json(saved) : json(sampleConfiguration)));
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'OTTO active' }));
    expect(screen.getByRole('switch', { name: 'OTTO active' })).toBeChecked();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        path: `/api/customer/42/retailer-configuration/${trackedOtto.retailerId}`,
        body: { isActive: true },
      }),
    );
  });

  it('rolls an optimistic change back when the server refuses it', async () => {
    fakeServer((request) =>
      request.method === 'PATCH'
        ? json({ statusCode: 403, error: 'Forbidden', message: 'No' }, 403)
        : json(sampleConfiguration),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'OTTO active' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'OTTO active' })).not.toBeChecked());
  });

  it('saves this customer’s keyword URL for a retailer from its settings', async () => {
    const calls = fakeServer(() => json(sampleConfiguration));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Settings of OTTO' }));
    // '{{' types one '{'.
    await user.type(
      screen.getByLabelText('Keyword URL ({keyword} is replaced)'),
      'https://www.otto.de/suche/{{keyword}/?sort=topseller',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        path: `/api/customer/42/retailer-configuration/${trackedOtto.retailerId}`,
        body: { overrides: { keywordUrl: 'https://www.otto.de/suche/{keyword}/?sort=topseller' } },
      }),
    );
  });

  it('adds a retailer from the available ones', async () => {
    const calls = fakeServer((request) => json(sampleConfiguration, request.method === 'POST' ? 201 : 200));
    const { user } = renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Retailer to add' }));
    await user.click(await screen.findByText('bol.com (NL)'));
    await user.click(screen.getByRole('button', { name: 'Add retailer' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/customer/42/retailer-configuration',
        body: { retailerId: 14 },
      }),
    );
  });

  it('sends users who are not administrators to /no-access/', async () => {
    fakeServer(() => json(sampleConfiguration));
    renderPage({ ...sampleAuthUser, isAdmin: false, roles: [], userRoles: [] });
    expect(await screen.findByText('No access page')).toBeInTheDocument();
  });
});

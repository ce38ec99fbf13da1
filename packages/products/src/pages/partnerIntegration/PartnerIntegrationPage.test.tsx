import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { clientRoutes } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createdToken, powerBiToken, samplePartnerTokens } from '../../testing/samplePartnerTokens';
import { PartnerIntegrationPage } from './PartnerIntegrationPage';

function renderPage(user = sampleAuthUser) {
  return renderRoutes(
    [
      { path: clientRoutes.partnerIntegration, element: <PartnerIntegrationPage /> },
      { path: clientRoutes.noAccess, element: <p>No access page</p> },
    ],
    { preloadedState: { session: signedInSession({ user }) }, route: clientRoutes.partnerIntegration },
  );
}

describe('PartnerIntegrationPage', () => {
  it('lists the tokens, creates one shown once and adds it to the list', async () => {
    const calls = fakeServer((request) =>
      request.method === 'POST' ? json(createdToken, 201) : json(samplePartnerTokens),
    );
    const { user } = renderPage();
    expect(await screen.findByText(powerBiToken.name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New token' }));
    await user.type(screen.getByLabelText('Name'), 'Warehouse sync');
    await user.click(screen.getByLabelText(/Read data/));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('New token')).toHaveTextContent(createdToken.token);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/customer/42/partner-tokens',
      body: { name: 'Warehouse sync', scopes: ['ingest', 'read'] },
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const row = (await screen.findByText('Warehouse sync')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ssp_Vb91xYtE…')).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveTextContent(createdToken.token);
  });

  it('revokes a token after confirmation, showing it revoked at once', async () => {
    const calls = fakeServer((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(samplePartnerTokens),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Revoke ${powerBiToken.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
        `/api/customer/42/partner-tokens/${powerBiToken.id}`,
      ),
    );
    const row = screen.getByText(powerBiToken.name).closest('tr') as HTMLElement;
    expect(within(row).getByText(/^Revoked /)).toBeInTheDocument();
  });

  it('sends users who are not administrators to /no-access/', async () => {
    fakeServer(() => json([]));
    renderPage({ ...sampleAuthUser, isAdmin: false, roles: [], userRoles: [] });
    expect(await screen.findByText('No access page')).toBeInTheDocument();
  });
});

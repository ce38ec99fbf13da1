import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { renderRoutes } from '@shelfsight/api-client/test-utils';
import { clientRoutes } from '@shelfsight/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOnly } from './AdminOnly';

const analyst = { ...sampleAuthUser, isAdmin: false, roles: [], userRoles: [] };

function renderAs(user: typeof sampleAuthUser, who: 'admin' | 'system-admin') {
  return renderRoutes(
    [
      { path: '/screen/', element: <AdminOnly who={who}>Secret screen</AdminOnly> },
      { path: clientRoutes.noAccess, element: <p>No access page</p> },
    ],
    { preloadedState: { session: signedInSession({ user }) }, route: '/screen/' },
  );
}

describe('AdminOnly', () => {
  it('shows the screen to an administrator of the customer', () => {
    renderAs(sampleAuthUser, 'admin');
    expect(screen.getByText('Secret screen')).toBeInTheDocument();
  });

  it('sends other users to /no-access/', async () => {
    const { router } = renderAs(analyst, 'admin');
    expect(await screen.findByText('No access page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(clientRoutes.noAccess);
  });

  it('keeps system-admin screens from customer administrators but not from system admins', async () => {
    renderAs(sampleAuthUser, 'system-admin');
    expect(await screen.findByText('No access page')).toBeInTheDocument();
  });

  it('lets system admins in everywhere', () => {
    renderAs({ ...analyst, isSystemAdmin: true }, 'system-admin');
    expect(screen.getByText('Secret screen')).toBeInTheDocument();
  });
});

import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse, renderRoutes } from '@shelfsight/api-client/test-utils';
import type { AuthUser } from '@shelfsight/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mayUseProductManagement, RequireProductAccess } from './RequireProductAccess';

const analyst: AuthUser = { ...sampleAuthUser, isAdmin: false, userRoles: [], roles: [] };

const routes = [
  { path: '/no-access/', element: <p>No access screen</p> },
  { element: <RequireProductAccess />, children: [{ path: '/admin/products/', element: <p>Products admin</p> }] },
];

/** The server's current user decides, whatever the stored session says. */
function openAs(serverUser: AuthUser | null, storedUser: AuthUser = sampleAuthUser) {
  const calls = fakeServer(() =>
    serverUser
      ? jsonResponse({ user: serverUser, scopes: {} })
      : jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500),
  );
  const view = renderRoutes(routes, {
    route: '/admin/products/',
    preloadedState: { session: signedInSession({ user: storedUser }) },
  });
  return { calls, ...view };
}

describe('RequireProductAccess', () => {
  it('lets a product manager in after loading the current user', async () => {
    const { calls } = openAs({ ...analyst, hasProductManagement: true }, analyst);
    expect(await screen.findByText('Products admin')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/auth/user');
  });

  it('sends a user without product management to /no-access/', async () => {
    const { router } = openAs(analyst, sampleAuthUser);
    expect(await screen.findByText('No access screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-access/');
  });

  it('falls back to the stored user when the current user cannot be loaded', async () => {
    openAs(null, analyst);
    expect(await screen.findByText('No access screen')).toBeInTheDocument();
  });

  it('admits system admins, administrators and product managers only', () => {
    const none = { isSystemAdmin: false, isAdmin: false, hasProductManagement: false };
    expect(mayUseProductManagement(none)).toBe(false);
    expect(mayUseProductManagement({ ...none, isSystemAdmin: true })).toBe(true);
    expect(mayUseProductManagement({ ...none, isAdmin: true })).toBe(true);
    expect(mayUseProductManagement({ ...none, hasProductManagement: true })).toBe(true);
  });
});

import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { pageLoads } from '../utils/pageLoads';
import { useLogout } from './useLogout';

const loadSignInPage = vi.spyOn(pageLoads, 'signInPage').mockImplementation(() => {});
afterAll(() => loadSignInPage.mockRestore());

afterEach(() => localStorage.clear());

function SignOutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>Sign out</button>;
}

describe('useLogout', () => {
  it('tells the server, clears the session but keeps what logout keeps, then loads the sign-in page', async () => {
    const server = fakeRoutes({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    localStorage.setItem('deviceIdentifier', 'device-1');
    localStorage.setItem('dashboardTabIndex', '2');
    localStorage.setItem('token', 'access-1');
    localStorage.setItem('activeCustomerId', '42');
    const { user } = renderWithProviders(<SignOutButton />, {
      preloadedState: {
        session: {
          token: 'access-1',
          user: sampleAuthUser,
          scopes: { admin: true },
          activeCustomerId: 42,
          systemAdminToken: null,
          systemAdminEmail: null,
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(loadSignInPage).toHaveBeenCalledTimes(1));
    expect(server.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/auth/logout',
    ]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('dashboardTabIndex')).toBeNull();
    expect(localStorage.getItem('deviceIdentifier')).toBe('device-1');
    expect(localStorage.getItem('activeCustomerId')).toBe('42');
  });

  it('still signs out locally when the server cannot be reached', async () => {
    loadSignInPage.mockClear();
    fakeRoutes({
      'POST /api/auth/logout': () => json({ statusCode: 503, error: 'Service Unavailable', message: 'down' }, 503),
    });
    localStorage.setItem('token', 'access-1');
    const { user } = renderWithProviders(<SignOutButton />, {
      preloadedState: {
        session: {
          token: 'access-1',
          user: sampleAuthUser,
          scopes: {},
          activeCustomerId: null,
          systemAdminToken: null,
          systemAdminEmail: null,
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(loadSignInPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

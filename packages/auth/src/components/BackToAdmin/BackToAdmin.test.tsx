import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoads } from '../../utils/pageLoads';
import { BackToAdmin } from './BackToAdmin';

const reloadPage = vi.spyOn(pageLoads, 'reload').mockImplementation(() => {});
afterAll(() => reloadPage.mockRestore());
beforeEach(() => reloadPage.mockClear());

const admin = { ...sampleAuthUser, email: 'root@example.com', isSystemAdmin: true };
const analyst = { ...sampleAuthUser, id: 9, email: 'analyst@example.com', displayName: 'Ana Lyst' };

describe('BackToAdmin', () => {
  it('is not shown to a user who is nobody else', () => {
    fakeServer(() => json({}));
    renderWithProviders(<BackToAdmin />, { preloadedState: { session: signedInSession() } });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('switches back to the admin with the kept token', async () => {
    const calls = fakeServer(() => json({ token: 'admin-2', user: admin, scopes: {}, v1RedirectUrl: null }));
    const { user, store } = renderWithProviders(<BackToAdmin />, {
      preloadedState: {
        session: signedInSession({
          token: 'target-t',
          user: analyst,
          systemAdminToken: 'admin-t',
          systemAdminEmail: 'root@example.com',
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: /Back to root@example.com/ }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(calls[0]).toMatchObject({ path: '/api/auth/login-as/restore', body: { token: 'admin-t' } });
    expect(store.getState().session).toMatchObject({
      token: 'admin-2',
      systemAdminToken: null,
      user: { email: 'root@example.com' },
    });
  });
});

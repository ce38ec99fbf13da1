import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoads } from '../../utils/pageLoads';
import { useLoginAsMenu } from './useLoginAsMenu';

const reloadPage = vi.spyOn(pageLoads, 'reload').mockImplementation(() => {});
afterAll(() => reloadPage.mockRestore());
beforeEach(() => reloadPage.mockClear());

const admin = { ...sampleAuthUser, email: 'root@example.com', isSystemAdmin: true };
const analyst = { ...sampleAuthUser, id: 9, email: 'analyst@example.com', displayName: 'Ana Lyst' };

/** A bare menu: one button per item, the way the app's user menu hands clicks to `select`. */
function Menu() {
  const loginAs = useLoginAsMenu();
  return (
    <>
      {loginAs.items.map((item) =>
        item && 'label' in item ? (
          <button key={String(item.key)} type="button" onClick={() => loginAs.select(String(item.key))}>
            {item.label}
          </button>
        ) : null,
      )}
      {loginAs.modal}
    </>
  );
}

describe('useLoginAsMenu', () => {
  it('offers nothing to users who are not system admins', () => {
    fakeServer(() => json({}));
    renderWithProviders(<Menu />, { preloadedState: { session: signedInSession() } });
    expect(screen.queryByRole('button', { name: /Log in as…/ })).toBeNull();
  });

  it('keeps the admin token, takes the target session and reloads', async () => {
    const calls = fakeServer(() => json({ token: 'target-t', user: analyst, scopes: {}, v1RedirectUrl: null }));
    const { user, store } = renderWithProviders(<Menu />, {
      preloadedState: { session: signedInSession({ token: 'admin-t', user: admin }) },
    });
    await user.click(screen.getByRole('button', { name: /Log in as…/ }));
    await user.type(await screen.findByLabelText('E-mail'), 'analyst@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login-as',
      body: { email: 'analyst@example.com' },
    });
    const session = store.getState().session;
    expect(session).toMatchObject({
      token: 'target-t',
      systemAdminToken: 'admin-t',
      systemAdminEmail: 'root@example.com',
    });
  });
});

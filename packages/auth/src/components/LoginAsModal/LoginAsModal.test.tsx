import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoads } from '../../utils/pageLoads';
import { LoginAsModal } from './LoginAsModal';

const reloadPage = vi.spyOn(pageLoads, 'reload').mockImplementation(() => {});
afterAll(() => reloadPage.mockRestore());
beforeEach(() => reloadPage.mockClear());

const admin = { ...sampleAuthUser, email: 'root@example.com', isSystemAdmin: true };
const asAdmin = { preloadedState: { session: signedInSession({ token: 'admin-t', user: admin }) } };

describe('LoginAsModal', () => {
  it('asks for a valid e-mail and sends nothing until there is one', async () => {
    const server = fakeRoutes({});
    const { user } = renderWithProviders(<LoginAsModal open onClose={vi.fn()} />, asAdmin);
    await user.type(screen.getByLabelText('E-mail'), 'analyst@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the server’s refusal and stays on the admin', async () => {
    fakeRoutes({
      'POST /api/auth/login-as': () => json({ message: 'No user has this e-mail address.' }, 404),
    });
    const { user, store } = renderWithProviders(<LoginAsModal open onClose={vi.fn()} />, asAdmin);
    await user.type(screen.getByLabelText('E-mail'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('No user has this e-mail address.')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('admin-t');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

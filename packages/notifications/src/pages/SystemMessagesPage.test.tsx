import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemMessagesPage } from './SystemMessagesPage';
import { maintenanceMessage as maintenance } from '../testing/sampleSystemMessages';

const asSystemAdmin = { session: signedInSession({ user: { ...sampleAuthUser, isSystemAdmin: true } }) };

describe('SystemMessagesPage', () => {
  it('refuses anyone but system admins', () => {
    renderWithProviders(<SystemMessagesPage />, { preloadedState: { session: signedInSession() } });
    expect(screen.getByText('Only system administrators manage system messages.')).toBeInTheDocument();
  });

  it('lists messages and deactivates one', async () => {
    const calls = fakeServer((request) =>
      request.method === 'GET' ? json([maintenance]) : json({ ...maintenance, isActive: false }),
    );
    const { user } = renderWithProviders(<SystemMessagesPage />, { preloadedState: asSystemAdmin });
    expect(await screen.findByText('2024-03-01 08:30 – until deactivated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate Planned maintenance' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/system-messages/5',
      body: { isActive: false, title: 'Planned maintenance' },
    });
  });

  it('opens the edit screen for a message and the create screen for a new one', async () => {
    fakeServer(() => json([maintenance]));
    const { router, user } = renderRoutes(
      [
        { path: '/system-messages/', element: <SystemMessagesPage /> },
        { path: '/system-messages/edit/', element: <p>Edit screen</p> },
      ],
      { preloadedState: asSystemAdmin, route: '/system-messages/' },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Planned maintenance' }));
    await screen.findByText('Edit screen');
    expect(router.state.location).toMatchObject({ pathname: '/system-messages/edit/', search: '?id=5' });

    await act(() => router.navigate('/system-messages/'));
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    await screen.findByText('Edit screen');
    expect(router.state.location).toMatchObject({ pathname: '/system-messages/edit/', search: '' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

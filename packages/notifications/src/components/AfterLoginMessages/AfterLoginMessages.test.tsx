import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { UserSystemMessage } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterLoginMessages } from './AfterLoginMessages';

const message = (id: number, title: string): UserSystemMessage => ({
  id,
  systemMessageEvent: 'after_login',
  systemMessageType: 'maintenance',
  title,
  message: 'Shelfsight is unavailable on Sunday from 02:00 to 04:00 UTC.',
  datetimeFrom: '2024-03-01T00:00:00.000Z',
  datetimeTo: null,
  createdAt: '2024-03-01T00:00:00.000Z',
  updatedAt: '2024-03-01T00:00:00.000Z',
  isShown: false,
  isDismissed: false,
});

describe('AfterLoginMessages', () => {
  it('shows each message once and remembers each dismissal on the server', async () => {
    const calls = fakeServer((request) =>
      request.method === 'GET'
        ? json([message(1, 'Planned maintenance'), message(2, 'New retailers')])
        : new Response(null, { status: 204 }),
    );
    const { user } = renderWithProviders(<AfterLoginMessages />, { preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('Planned maintenance', { selector: '.ant-modal-title' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(await screen.findByText('New retailers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText('New retailers')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/user-system-messages/1/dismiss',
      '/api/user-system-messages/2/dismiss',
    ]);
  });

  it('shows nothing without messages', async () => {
    const calls = fakeServer(() => json([]));
    renderWithProviders(<AfterLoginMessages />, { preloadedState: { session: signedInSession() } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrustedDevicesList } from './TrustedDevicesList';

const devices = [
  {
    id: 3,
    label: 'Firefox on Windows',
    createdAt: '2024-03-02T08:15:00Z',
    lastUsedAt: '2024-03-20T07:40:00Z',
    expiresAt: '2024-04-01T08:15:00Z',
  },
  {
    id: 5,
    label: 'Safari on iPhone',
    createdAt: '2024-03-10T18:02:00Z',
    lastUsedAt: null,
    expiresAt: '2024-04-09T18:02:00Z',
  },
];
const session = { session: signedInSession() };

describe('TrustedDevicesList', () => {
  it('lists each trusted device with its dates', async () => {
    fakeRoutes({ 'GET /api/auth/mfa/trusted-devices': () => json({ devices }) });
    renderWithProviders(<TrustedDevicesList />, { preloadedState: session });
    const list = await screen.findByRole('list', { name: 'Trusted devices' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Firefox on WindowsTrusted Mar 2, 2024 · last used Mar 20, 2024 · until Apr 1, 2024',
    );
  });

  it('drops a revoked device at once', async () => {
    const server = fakeRoutes({
      'GET /api/auth/mfa/trusted-devices': () => json({ devices }),
      'DELETE /api/auth/mfa/trusted-devices/3': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithProviders(<TrustedDevicesList />, { preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Revoke Firefox on Windows' }));
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
    expect(screen.getByText('Safari on iPhone')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('says when no device is trusted', async () => {
    fakeRoutes({ 'GET /api/auth/mfa/trusted-devices': () => json({ devices: [] }) });
    renderWithProviders(<TrustedDevicesList />, { preloadedState: session });
    expect(await screen.findByText('No device is trusted.')).toBeInTheDocument();
  });
});

import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MfaTrustedPage } from './MfaTrustedPage';

afterEach(() => localStorage.clear());

const devices = [
  {
    id: 1,
    label: 'Chrome on Linux',
    createdAt: '2024-01-05T10:00:00Z',
    lastUsedAt: null,
    expiresAt: '2024-02-04T10:00:00Z',
  },
  {
    id: 2,
    label: 'Safari on iOS',
    createdAt: '2024-01-06T10:00:00Z',
    lastUsedAt: '2024-01-07T10:00:00Z',
    expiresAt: '2024-02-05T10:00:00Z',
  },
];

const render = () => renderWithProviders(<MfaTrustedPage />, { preloadedState: { session: signedInSession() } });

describe('MfaTrustedPage', () => {
  it('lists the trusted devices with their dates and revokes one', async () => {
    const server = fakeRoutes({
      'GET /api/auth/mfa/trusted-devices': () => json({ devices }),
      'DELETE /api/auth/mfa/trusted-devices/2': () => new Response(null, { status: 204 }),
    });
    const { user } = render();
    const list = await screen.findByRole('list', { name: 'Trusted devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/Trusted Jan 5, 2024 · last used - · until Feb 4, 2024/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke Safari on iOS' }));
    expect(await screen.findByRole('button', { name: 'Revoke Chrome on Linux' })).toBeInTheDocument();
    expect(screen.queryByText('Safari on iOS')).toBeNull();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('puts the device back and says so when revoking fails', async () => {
    fakeRoutes({
      'GET /api/auth/mfa/trusted-devices': () => json({ devices }),
      'DELETE /api/auth/mfa/trusted-devices/1': () =>
        json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Revoke Chrome on Linux' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('Chrome on Linux')).toBeInTheDocument();
  });
});

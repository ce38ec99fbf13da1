import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleNotifications } from '../../testing/sampleNotifications';
import { NotificationBell } from './NotificationBell';

const LIST = '/api/customer/42/notifications';

function renderBell() {
  return renderWithProviders(<NotificationBell />, { preloadedState: { session: signedInSession() } });
}

describe('NotificationBell', () => {
  it('shows the unread count and marks one read at once, keeping it when the server agrees', async () => {
    const calls = fakeServer((request) =>
      request.method === 'GET' ? json(sampleNotifications) : new Response(null, { status: 204 }),
    );
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const item = await screen.findByRole('listitem', { name: 'Your export is ready' });
    await user.click(within(item).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/api/customer/42/notification/102/toggle-is-read',
      body: { isRead: true },
    });
  });

  it('removes a deleted item at once and rolls it back when the server refuses', async () => {
    let refuse!: () => void;
    const refused = new Promise<Response>((resolve) => {
      refuse = () => resolve(json({ statusCode: 500, error: 'Internal Server Error', message: 'Failed' }, 500));
    });
    fakeServer((request) => (request.method === 'GET' ? json(sampleNotifications) : refused));
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const item = await screen.findByRole('listitem', { name: 'Your export is ready' });
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('listitem', { name: 'Your export is ready' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    refuse();
    expect(await screen.findByRole('listitem', { name: 'Your export is ready' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('marks all read and deletes all', async () => {
    const calls = fakeServer((request) =>
      request.method === 'GET' ? json(sampleNotifications) : new Response(null, { status: 204 }),
    );
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET ${LIST}`,
      `PATCH ${LIST}/toggle-is-read`,
      `DELETE ${LIST}`,
    ]);
  });
});

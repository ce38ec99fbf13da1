import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '../components/NotificationBell';
import { sampleNotifications } from '../testing/sampleNotifications';

/** A controllable stand-in for the browser's EventSource. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  fakeServer((request) =>
    request.method === 'POST' && new URL(request.url).pathname.endsWith('/notifications/stream-ticket')
      ? json({ ticket: 'ticket-1', expiresInSeconds: 30 })
      : json(sampleNotifications),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNotificationStream', () => {
  it('opens the stream of the active customer with a ticket, never the token, and adds what arrives to the list', async () => {
    renderWithProviders(<NotificationBell />, { preloadedState: { session: signedInSession() } });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances.at(-1);
    expect(source?.url).toBe('/api/customer/42/notifications/stream?ticket=ticket-1');
    expect(source?.url).not.toContain('tok-1');
    act(() => {
      source?.onopen?.();
      source?.emit('notification', { ...sampleNotifications[0], id: 200, title: 'Maintenance tonight' });
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('closes a failing stream so polling takes over', async () => {
    renderWithProviders(<NotificationBell />, { preloadedState: { session: signedInSession() } });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances.at(-1);
    act(() => source?.onerror?.());
    expect(source?.closed).toBe(true);
  });
});

import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { notificationsApi } from './notificationsApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = notificationsApi.endpoints;

describe('notificationsApi paths', () => {
  it.each([
    [
      'getNotifications',
      'GET /api/customer/42/notifications',
      (store: Store) => store.dispatch(endpoints.getNotifications.initiate()),
    ],
    [
      'createNotificationStreamTicket',
      'POST /api/customer/42/notifications/stream-ticket',
      (store: Store) => store.dispatch(endpoints.createNotificationStreamTicket.initiate()),
    ],
    [
      'toggleNotificationRead',
      'PATCH /api/customer/42/notification/5/toggle-is-read',
      (store: Store) => store.dispatch(endpoints.toggleNotificationRead.initiate({ id: 5, isRead: true })),
    ],
    [
      'toggleAllNotificationsRead',
      'PATCH /api/customer/42/notifications/toggle-is-read',
      (store: Store) => store.dispatch(endpoints.toggleAllNotificationsRead.initiate({ isRead: true })),
    ],
    [
      'deleteNotification',
      'DELETE /api/customer/42/notification/5',
      (store: Store) => store.dispatch(endpoints.deleteNotification.initiate(5)),
    ],
    [
      'deleteAllNotifications',
      'DELETE /api/customer/42/notifications',
      (store: Store) => store.dispatch(endpoints.deleteAllNotifications.initiate()),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

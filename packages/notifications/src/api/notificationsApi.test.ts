import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { notificationsApi } from './notificationsApi';

const endpoints = notificationsApi.endpoints;

describe('notificationsApi paths', () => {
  it.each([
    [
      'getNotifications',
      'GET /api/customer/42/notifications',
      (store: AppStore) => store.dispatch(endpoints.getNotifications.initiate()),
    ],
    [
      'createNotificationStreamTicket',
      'POST /api/customer/42/notifications/stream-ticket',
      (store: AppStore) => store.dispatch(endpoints.createNotificationStreamTicket.initiate()),
    ],
    [
      'toggleNotificationRead',
      'PATCH /api/customer/42/notification/5/toggle-is-read',
      (store: AppStore) => store.dispatch(endpoints.toggleNotificationRead.initiate({ id: 5, isRead: true })),
    ],
    [
      'toggleAllNotificationsRead',
      'PATCH /api/customer/42/notifications/toggle-is-read',
      (store: AppStore) => store.dispatch(endpoints.toggleAllNotificationsRead.initiate({ isRead: true })),
    ],
    [
      'deleteNotification',
      'DELETE /api/customer/42/notification/5',
      (store: AppStore) => store.dispatch(endpoints.deleteNotification.initiate(5)),
    ],
    [
      'deleteAllNotifications',
      'DELETE /api/customer/42/notifications',
      (store: AppStore) => store.dispatch(endpoints.deleteAllNotifications.initiate()),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

import { api, type AppDispatch } from '@shelfsight/api-client';
import type { Notification, NotificationStreamTicket, ToggleIsReadRequest } from '@shelfsight/contracts';

type Draft = Notification[];

/**
 * The caller's notifications in the active customer. Read toggles and deletes change the cached list
 * first and undo the change when the server refuses (spec 1 §4 "Optimistic changes").
 */
export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notifications'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], void>({
      query: () => ({ url: 'notifications', customerScoped: true }),
      providesTags: ['Notifications'],
    }),
    /** A single-use ticket for opening the event stream once (never the access token in a URL). */
    createNotificationStreamTicket: build.mutation<NotificationStreamTicket, void>({
      query: () => ({ url: 'notifications/stream-ticket', method: 'POST', customerScoped: true }),
    }),
    toggleNotificationRead: build.mutation<void, { id: number } & ToggleIsReadRequest>({
      query: ({ id, isRead }) => ({ url: `notification/${id}/toggle-is-read`, method: 'PATCH', body: { isRead }, customerScoped: true }),
      onQueryStarted: ({ id, isRead }, { dispatch, queryFulfilled }) =>
        optimistically(dispatch, queryFulfilled, (draft) => {
          const item = draft.find((notification) => notification.id === id);
          if (item) item.isRead = isRead;
        }),
    }),
    toggleAllNotificationsRead: build.mutation<void, ToggleIsReadRequest>({
      query: (body) => ({ url: 'notifications/toggle-is-read', method: 'PATCH', body, customerScoped: true }),
      onQueryStarted: ({ isRead }, { dispatch, queryFulfilled }) =>
        optimistically(dispatch, queryFulfilled, (draft) => {
          for (const item of draft) item.isRead = isRead;
        }),
    }),
    deleteNotification: build.mutation<void, number>({
      query: (id) => ({ url: `notification/${id}`, method: 'DELETE', customerScoped: true }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        optimistically(dispatch, queryFulfilled, (draft) => draft.filter((notification) => notification.id !== id)),
    }),
    deleteAllNotifications: build.mutation<void, void>({
      query: () => ({ url: 'notifications', method: 'DELETE', customerScoped: true }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => optimistically(dispatch, queryFulfilled, () => []),
    }),
  }),
  overrideExisting: 'throw',
});

async function optimistically(
  dispatch: AppDispatch,
  queryFulfilled: Promise<unknown>,
  recipe: (draft: Draft) => Draft | void,
): Promise<void> {
  const patch = dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, recipe));
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
  }
}

/** Puts a notification that arrived through the event stream at the top of the cached list. */
export const notificationReceived = (notification: Notification) =>
  notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
    if (!draft.some((item) => item.id === notification.id)) draft.unshift(notification);
  });

export const {
  useGetNotificationsQuery,
  useToggleNotificationReadMutation,
  useToggleAllNotificationsReadMutation,
  useDeleteNotificationMutation,
  useDeleteAllNotificationsMutation,
} = notificationsApi;

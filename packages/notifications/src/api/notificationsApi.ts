import { api, apiTarget, type AppDispatch, settle } from '@shelfsight/api-client';
import {
  type Notification,
  notificationPaths,
  type NotificationStreamTicket,
  type ToggleIsReadRequest,
} from '@shelfsight/contracts';

type Draft = Notification[];

/**
 * The caller's notifications in the active customer. Read toggles and deletes change the cached list
 * first and undo the change when the server refuses (spec 1 §4 "Optimistic changes").
 */
export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notifications'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], void>({
      query: () => apiTarget(notificationPaths.notifications),
      providesTags: ['Notifications'],
    }),
    /** A single-use ticket for opening the event stream once (never the access token in a URL). */
    createNotificationStreamTicket: build.mutation<NotificationStreamTicket, void>({
      query: () => ({ ...apiTarget(notificationPaths.notificationStreamTicket), method: 'POST' }),
    }),
    toggleNotificationRead: build.mutation<void, { id: number } & ToggleIsReadRequest>({
      query: ({ id, isRead }) => ({
        ...apiTarget(notificationPaths.toggleRead, { id }),
        method: 'PATCH',
        body: { isRead },
      }),
      onQueryStarted: ({ id, isRead }, { dispatch, queryFulfilled }) =>
        optimistically(dispatch, queryFulfilled, (draft) => {
          const item = draft.find((notification) => notification.id === id);
          if (item) item.isRead = isRead;
        }),
    }),
    toggleAllNotificationsRead: build.mutation<void, ToggleIsReadRequest>({
      query: (body) => ({ ...apiTarget(notificationPaths.toggleAllRead), method: 'PATCH', body }),
      onQueryStarted: ({ isRead }, { dispatch, queryFulfilled }) =>
        optimistically(dispatch, queryFulfilled, (draft) => {
          for (const item of draft) item.isRead = isRead;
        }),
    }),
    deleteNotification: build.mutation<void, number>({
      query: (id) => ({ ...apiTarget(notificationPaths.notification, { id }), method: 'DELETE' }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        optimistically(dispatch, queryFulfilled, (draft) => draft.filter((notification) => notification.id !== id)),
    }),
    deleteAllNotifications: build.mutation<void, void>({
      query: () => ({ ...apiTarget(notificationPaths.notifications), method: 'DELETE' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => optimistically(dispatch, queryFulfilled, () => []),
    }),
  }),
  overrideExisting: 'throw',
});

async function optimistically(
  dispatch: AppDispatch,
  queryFulfilled: Promise<{ data: unknown }>,
  recipe: (draft: Draft) => Draft | void,
): Promise<void> {
  const patch = dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, recipe));
  await settle(queryFulfilled, patch.undo);
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

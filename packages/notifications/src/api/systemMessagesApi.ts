import { api, apiTarget, settle } from '@shelfsight/api-client';
import {
  notificationPaths,
  type SystemMessage,
  type SystemMessageInput,
  type UserSystemMessage,
} from '@shelfsight/contracts';

/** System messages: the admin list and editor, and the caller's after-login messages. */
export const systemMessagesApi = api
  .enhanceEndpoints({ addTagTypes: ['SystemMessages', 'UserSystemMessages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSystemMessages: build.query<SystemMessage[], void>({
        query: () => apiTarget(notificationPaths.systemMessages),
        providesTags: ['SystemMessages'],
      }),
      createSystemMessage: build.mutation<SystemMessage, SystemMessageInput>({
        query: (body) => ({ ...apiTarget(notificationPaths.systemMessages), method: 'POST', body }),
        invalidatesTags: ['SystemMessages', 'UserSystemMessages'],
      }),
      updateSystemMessage: build.mutation<SystemMessage, { id: number; input: SystemMessageInput }>({
        query: ({ id, input }) => ({
          ...apiTarget(notificationPaths.systemMessage, { id }),
          method: 'PUT',
          body: input,
        }),
        invalidatesTags: ['SystemMessages', 'UserSystemMessages'],
      }),
      getUserSystemMessages: build.query<UserSystemMessage[], void>({
        query: () => apiTarget(notificationPaths.userSystemMessages),
        providesTags: ['UserSystemMessages'],
      }),
      dismissSystemMessage: build.mutation<void, number>({
        query: (id) => ({ ...apiTarget(notificationPaths.dismissUserSystemMessage, { id }), method: 'POST' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            systemMessagesApi.util.updateQueryData('getUserSystemMessages', undefined, (draft) =>
              draft.filter((message) => message.id !== id),
            ),
          );
          await settle(queryFulfilled, patch.undo);
        },
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useGetSystemMessagesQuery,
  useCreateSystemMessageMutation,
  useUpdateSystemMessageMutation,
  useGetUserSystemMessagesQuery,
  useDismissSystemMessageMutation,
} = systemMessagesApi;

import { api } from '@shelfsight/api-client';
import type { SystemMessage, SystemMessageInput, UserSystemMessage } from '@shelfsight/contracts';

/** System messages: the admin list and editor, and the caller's after-login messages. */
export const systemMessagesApi = api
  .enhanceEndpoints({ addTagTypes: ['SystemMessages', 'UserSystemMessages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSystemMessages: build.query<SystemMessage[], void>({
        query: () => ({ url: 'system-messages' }),
        providesTags: ['SystemMessages'],
      }),
      createSystemMessage: build.mutation<SystemMessage, SystemMessageInput>({
        query: (body) => ({ url: 'system-messages', method: 'POST', body }),
        invalidatesTags: ['SystemMessages', 'UserSystemMessages'],
      }),
      updateSystemMessage: build.mutation<SystemMessage, { id: number; input: SystemMessageInput }>({
        query: ({ id, input }) => ({ url: `system-messages/${id}`, method: 'PUT', body: input }),
        invalidatesTags: ['SystemMessages', 'UserSystemMessages'],
      }),
      getUserSystemMessages: build.query<UserSystemMessage[], void>({
        query: () => ({ url: 'user-system-messages' }),
        providesTags: ['UserSystemMessages'],
      }),
      dismissSystemMessage: build.mutation<void, number>({
        query: (id) => ({ url: `user-system-messages/${id}/dismiss`, method: 'POST' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            systemMessagesApi.util.updateQueryData('getUserSystemMessages', undefined, (draft) =>
              draft.filter((message) => message.id !== id),
            ),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
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

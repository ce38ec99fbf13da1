import { api, apiTarget, settle } from '@shelfsight/api-client';
import {
  type SavedWidget,
  savedWidgetPaths,
  type WidgetInput,
  type WidgetShareRequest,
  type WidgetUsersAnswer,
} from '@shelfsight/contracts';
import { widgetUpdateFinished, widgetUpdateStarted } from '../state/widgetsSlice';
import { optimisticWidget } from './optimisticWidget';

/**
 * Saved widgets of the active customer. Creates, copies and deletes change the cached list at once and
 * roll back when the server refuses; an update marks the widget as updating (widgetsSlice) until the
 * answer arrives and resets that flag either way (spec 2 §4).
 */
export const savedWidgetsApi = api.enhanceEndpoints({ addTagTypes: ['SavedWidgets', 'WidgetUsers'] }).injectEndpoints({
  endpoints: (build) => ({
    getWidgets: build.query<SavedWidget[], void>({
      query: () => apiTarget(savedWidgetPaths.widgets),
      providesTags: ['SavedWidgets'],
    }),
    getWidget: build.query<SavedWidget, number>({
      query: (id) => apiTarget(savedWidgetPaths.widget, { id }),
      providesTags: (_answer, _error, id) => [{ type: 'SavedWidgets', id }],
    }),
    getWidgetUsers: build.query<WidgetUsersAnswer, void>({
      query: () => apiTarget(savedWidgetPaths.widgetUsers),
      providesTags: ['WidgetUsers'],
    }),
    createWidget: build.mutation<SavedWidget, WidgetInput>({
      query: (body) => ({ ...apiTarget(savedWidgetPaths.widgetCreate), method: 'POST', body }),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const temporary = optimisticWidget(input);
        const patch = dispatch(
          savedWidgetsApi.util.updateQueryData('getWidgets', undefined, (draft) => void draft.push(temporary)),
        );
        await settle(queryFulfilled, patch.undo, (saved) =>
          dispatch(
            savedWidgetsApi.util.updateQueryData('getWidgets', undefined, (draft) =>
              draft.map((widget) => (widget.id === temporary.id ? saved : widget)),
            ),
          ),
        );
      },
    }),
    updateWidget: build.mutation<SavedWidget, { id: number; input: WidgetInput }>({
      query: ({ id, input }) => ({ ...apiTarget(savedWidgetPaths.widget, { id }), method: 'PATCH', body: input }),
      async onQueryStarted({ id, input }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          savedWidgetsApi.util.updateQueryData('getWidgets', undefined, (draft) => {
            const index = draft.findIndex((widget) => widget.id === id);
            const current = draft[index];
            if (current) draft[index] = optimisticWidget(input, current);
          }),
        );
        dispatch(widgetUpdateStarted(id));
        await settle(queryFulfilled, patch.undo, (saved) => {
          dispatch(
            savedWidgetsApi.util.updateQueryData('getWidgets', undefined, (draft) =>
              draft.map((widget) => (widget.id === id ? saved : widget)),
            ),
          );
          dispatch(savedWidgetsApi.util.upsertQueryData('getWidget', id, saved));
        });
        dispatch(widgetUpdateFinished(id));
      },
    }),
    copyWidget: build.mutation<SavedWidget, SavedWidget>({
      query: (source) => ({ ...apiTarget(savedWidgetPaths.widgetCopy, { id: source.id }), method: 'POST' }),
      async onQueryStarted(source, { dispatch, queryFulfilled }) {
        const temporary = optimisticWidget({ ...source, name: `${source.name} (copy)` });
        const patch = dispatch(
          savedWidgetsApi.util.updateQueryData('getWidgets', undefined, (draft) => void draft.push(temporary)),
        );
        await settle(queryFulfilled, patch.undo, (saved) =>
          dispatch(
            savedWidgetsApi.util.updateQueryData('getWidgets', undefined, (draft) =>
              draft.map((widget) => (widget.id === temporary.id ? saved : widget)),
            ),
          ),
        );
      },
    }),
    deleteWidget: build.mutation<{ id: number }, number>({
      query: (id) => ({ ...apiTarget(savedWidgetPaths.widget, { id }), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          savedWidgetsApi.util.updateQueryData('getWidgets', undefined, (draft) =>
            draft.filter((widget) => widget.id !== id),
          ),
        );
        await settle(queryFulfilled, patch.undo);
      },
    }),
    shareWidget: build.mutation<SavedWidget, { id: number } & WidgetShareRequest>({
      query: ({ id, userIds }) => ({
        ...apiTarget(savedWidgetPaths.widgetShare, { id }),
        method: 'PUT',
        body: { userIds },
      }),
      async onQueryStarted({ id, userIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          savedWidgetsApi.util.updateQueryData('getWidgets', undefined, (draft) => {
            const widget = draft.find((candidate) => candidate.id === id);
            if (widget) widget.sharedWith = userIds.length > 0 ? userIds : null;
          }),
        );
        await settle(queryFulfilled, patch.undo, (saved) =>
          dispatch(savedWidgetsApi.util.upsertQueryData('getWidget', id, saved)),
        );
      },
      invalidatesTags: ['WidgetUsers'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetWidgetsQuery,
  useGetWidgetQuery,
  useGetWidgetUsersQuery,
  useCreateWidgetMutation,
  useUpdateWidgetMutation,
  useCopyWidgetMutation,
  useDeleteWidgetMutation,
  useShareWidgetMutation,
} = savedWidgetsApi;

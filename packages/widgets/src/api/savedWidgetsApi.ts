import { apiTarget, savedWidgetsQueryApi, settle } from '@shelfsight/api-client';
import { type SavedWidget, savedWidgetPaths, type WidgetInput, type WidgetShareRequest } from '@shelfsight/contracts';
import { widgetUpdateFinished, widgetUpdateStarted } from '../state/widgetsSlice';
import { optimisticWidget } from './optimisticWidget';

/**
 * Changes to the saved widgets of the active customer (their queries are api-client's, shared with the features
 * that read them). Creates, copies and deletes change the cached list at once and
 * roll back when the server refuses; an update marks the widget as updating (widgetsSlice) until the
 * answer arrives and resets that flag either way (spec 2 §4).
 */
export const savedWidgetsApi = savedWidgetsQueryApi.injectEndpoints({
  endpoints: (build) => ({
    createWidget: build.mutation<SavedWidget, WidgetInput>({
      query: (body) => ({ ...apiTarget(savedWidgetPaths.widgetCreate), method: 'POST', body }),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const temporary = optimisticWidget(input);
        const patch = dispatch(
          savedWidgetsApi.util.updateQueryData('getSavedWidgets', undefined, (draft) => void draft.push(temporary)),
        );
        await settle(queryFulfilled, patch.undo, (saved) =>
          dispatch(
            savedWidgetsApi.util.updateQueryData('getSavedWidgets', undefined, (draft) =>
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
          savedWidgetsApi.util.updateQueryData('getSavedWidgets', undefined, (draft) => {
            const index = draft.findIndex((widget) => widget.id === id);
            const current = draft[index];
            if (current) draft[index] = optimisticWidget(input, current);
          }),
        );
        dispatch(widgetUpdateStarted(id));
        await settle(queryFulfilled, patch.undo, (saved) => {
          dispatch(
            savedWidgetsApi.util.updateQueryData('getSavedWidgets', undefined, (draft) =>
              draft.map((widget) => (widget.id === id ? saved : widget)),
            ),
          );
          dispatch(savedWidgetsApi.util.upsertQueryData('getSavedWidget', id, saved));
        });
        dispatch(widgetUpdateFinished(id));
      },
    }),
    copyWidget: build.mutation<SavedWidget, SavedWidget>({
      query: (source) => ({ ...apiTarget(savedWidgetPaths.widgetCopy, { id: source.id }), method: 'POST' }),
      async onQueryStarted(source, { dispatch, queryFulfilled }) {
        const temporary = optimisticWidget({ ...source, name: `${source.name} (copy)` });
        const patch = dispatch(
          savedWidgetsApi.util.updateQueryData('getSavedWidgets', undefined, (draft) => void draft.push(temporary)),
        );
        await settle(queryFulfilled, patch.undo, (saved) =>
          dispatch(
            savedWidgetsApi.util.updateQueryData('getSavedWidgets', undefined, (draft) =>
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
          savedWidgetsApi.util.updateQueryData('getSavedWidgets', undefined, (draft) =>
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
          savedWidgetsApi.util.updateQueryData('getSavedWidgets', undefined, (draft) => {
            const widget = draft.find((candidate) => candidate.id === id);
            if (widget) widget.sharedWith = userIds.length > 0 ? userIds : null;
          }),
        );
        await settle(queryFulfilled, patch.undo, (saved) =>
          dispatch(savedWidgetsApi.util.upsertQueryData('getSavedWidget', id, saved)),
        );
      },
      invalidatesTags: ['WidgetUsers'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useCreateWidgetMutation,
  useUpdateWidgetMutation,
  useCopyWidgetMutation,
  useDeleteWidgetMutation,
  useShareWidgetMutation,
} = savedWidgetsApi;

import { type SavedWidget, savedWidgetPaths, type WidgetUsersAnswer } from '@shelfsight/contracts';
import { api } from '../api';
import { apiTarget } from '../apiTarget';

/**
 * The saved widgets of the active customer and the members a widget, dashboard or product list can be shared with.
 * The widget list edits them; the dashboard editor places them, the dataset builder builds from them and a task
 * names the one it links to, so every screen reads one cache entry that the widget list's changes keep current.
 */
export const savedWidgetsQueryApi = api
  .enhanceEndpoints({ addTagTypes: ['SavedWidgets', 'WidgetUsers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSavedWidgets: build.query<SavedWidget[], void>({
        query: () => apiTarget(savedWidgetPaths.widgets),
        providesTags: ['SavedWidgets'],
      }),
      getSavedWidget: build.query<SavedWidget, number>({
        query: (id) => apiTarget(savedWidgetPaths.widget, { id }),
        providesTags: (_answer, _error, id) => [{ type: 'SavedWidgets', id }],
      }),
      getWidgetUsers: build.query<WidgetUsersAnswer, void>({
        query: () => apiTarget(savedWidgetPaths.widgetUsers),
        providesTags: ['WidgetUsers'],
      }),
    }),
    overrideExisting: 'throw',
  });

export const { useGetSavedWidgetsQuery, useGetSavedWidgetQuery, useGetWidgetUsersQuery } = savedWidgetsQueryApi;

/**
 * A saved widget's name, or 'Widget 31' until the server has answered, and when the viewer may not see it (another
 * member's widget not shared with them) or it was deleted. `null` asks nothing and gives null.
 */
export function useSavedWidgetName(widgetId: number | null): string | null {
  const widget = useGetSavedWidgetQuery(widgetId ?? 0, { skip: widgetId === null });
  if (widgetId === null) return null;
  return widget.data?.name ?? `Widget ${widgetId}`;
}

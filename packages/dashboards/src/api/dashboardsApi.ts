import { api, apiTarget, settle } from '@shelfsight/api-client';
import {
  type Dashboard,
  type DashboardConfigWidget,
  type DashboardInput,
  type DashboardListEntry,
  dashboardPaths,
  type DashboardShareRequest,
  type DashboardTab,
  type DashboardTabCreate,
  type DashboardTabMove,
  type DashboardWidgetEntry,
  type DashboardWidgetOverridesInput,
  type DashboardWidgetWithDefinition,
} from '@shelfsight/contracts';

/** Where a dashboard moves: the tab's new order with it at sequenceNumber (from 1), it gone from every other tab. */
export function tabsAfterMove(tabs: DashboardTab[], move: DashboardTabMove): DashboardTab[] {
  return tabs.map((tab) => {
    const others = tab.dashboardIds.filter((id) => id !== move.dashboardId);
    if (tab.id !== move.tabId) return { ...tab, dashboardIds: others };
    const position = Math.min(move.sequenceNumber, others.length + 1) - 1;
    return { ...tab, dashboardIds: [...others.slice(0, position), move.dashboardId, ...others.slice(position)] };
  });
}

/**
 * Dashboards, home tabs and placed widgets of the active customer (spec 2 §7). Deletes and tab moves
 * change the cached lists at once and roll back when the server refuses (spec 2 §4); writes that the
 * server answers with the whole dashboard store that answer.
 */
export const dashboardsApi = api
  .enhanceEndpoints({ addTagTypes: ['Dashboards', 'DashboardTabs', 'DashboardWidgets'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDashboards: build.query<DashboardListEntry[], void>({
        query: () => apiTarget(dashboardPaths.dashboards),
        providesTags: ['Dashboards'],
      }),
      getDashboardListEntry: build.query<DashboardListEntry, number>({
        query: (id) => apiTarget(dashboardPaths.dashboardListEntry, { id }),
        providesTags: (_answer, _error, id) => [{ type: 'Dashboards', id }],
      }),
      getDashboard: build.query<Dashboard, number>({
        query: (id) => apiTarget(dashboardPaths.dashboard, { id }),
        providesTags: (_answer, _error, id) => [{ type: 'Dashboards', id }],
      }),
      createDashboard: build.mutation<Dashboard, DashboardInput>({
        query: (body) => ({ ...apiTarget(dashboardPaths.dashboardCreate), method: 'POST', body }),
        invalidatesTags: ['Dashboards'],
      }),
      updateDashboard: build.mutation<Dashboard, { id: number; input: DashboardInput }>({
        query: ({ id, input }) => ({ ...apiTarget(dashboardPaths.dashboard, { id }), method: 'PATCH', body: input }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          await settle(
            queryFulfilled,
            () => undefined,
            (saved) => dispatch(dashboardsApi.util.upsertQueryData('getDashboard', id, saved)),
          );
        },
        invalidatesTags: ['Dashboards', 'DashboardWidgets'],
      }),
      deleteDashboard: build.mutation<{ id: number }, number>({
        query: (id) => ({ ...apiTarget(dashboardPaths.dashboard, { id }), method: 'DELETE' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const list = dispatch(
            dashboardsApi.util.updateQueryData('getDashboards', undefined, (draft) =>
              draft.filter((dashboard) => dashboard.id !== id),
            ),
          );
          const tabs = dispatch(
            dashboardsApi.util.updateQueryData('getDashboardTabs', undefined, (draft) =>
              draft.map((tab) => ({ ...tab, dashboardIds: tab.dashboardIds.filter((other) => other !== id) })),
            ),
          );
          await settle(queryFulfilled, () => {
            list.undo();
            tabs.undo();
          });
        },
      }),
      copyDashboard: build.mutation<Dashboard, number>({
        query: (id) => ({ ...apiTarget(dashboardPaths.dashboardCopy, { id }), method: 'POST' }),
        invalidatesTags: ['Dashboards'],
      }),
      shareDashboard: build.mutation<Dashboard, { id: number } & DashboardShareRequest>({
        query: ({ id, userIds }) => ({
          ...apiTarget(dashboardPaths.dashboardShare, { id }),
          method: 'PUT',
          body: { userIds },
        }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          await settle(
            queryFulfilled,
            () => undefined,
            (saved) => dispatch(dashboardsApi.util.upsertQueryData('getDashboard', id, saved)),
          );
        },
        invalidatesTags: ['Dashboards'],
      }),

      getDashboardTabs: build.query<DashboardTab[], void>({
        query: () => apiTarget(dashboardPaths.tabs),
        providesTags: ['DashboardTabs'],
      }),
      createDashboardTab: build.mutation<DashboardTab, DashboardTabCreate>({
        query: (body) => ({ ...apiTarget(dashboardPaths.tabCreate), method: 'POST', body }),
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          await settle(
            queryFulfilled,
            () => undefined,
            (tab) =>
              dispatch(
                dashboardsApi.util.updateQueryData('getDashboardTabs', undefined, (draft) => void draft.push(tab)),
              ),
          );
        },
      }),
      /** GET, as the spec calls it. */
      deleteDashboardTab: build.mutation<DashboardTab[], number>({
        query: (id) => ({ ...apiTarget(dashboardPaths.tabDelete, { id }), method: 'GET' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            dashboardsApi.util.updateQueryData('getDashboardTabs', undefined, (draft) =>
              draft.filter((tab) => tab.id !== id),
            ),
          );
          await settle(queryFulfilled, patch.undo);
        },
        invalidatesTags: ['Dashboards'],
      }),
      moveDashboardToTab: build.mutation<DashboardTab[], DashboardTabMove>({
        query: (body) => ({ ...apiTarget(dashboardPaths.tabMoveDashboard), method: 'POST', body }),
        async onQueryStarted(move, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            dashboardsApi.util.updateQueryData('getDashboardTabs', undefined, (draft) => tabsAfterMove(draft, move)),
          );
          await settle(queryFulfilled, patch.undo, (tabs) =>
            dispatch(dashboardsApi.util.upsertQueryData('getDashboardTabs', undefined, tabs)),
          );
        },
        invalidatesTags: ['Dashboards'],
      }),

      getDashboardWidgets: build.query<DashboardWidgetEntry[], { dashboardId?: number } | void>({
        query: (filter) => ({
          ...apiTarget(dashboardPaths.dashboardWidgets),
          ...(filter?.dashboardId === undefined ? {} : { params: { dashboardId: filter.dashboardId } }),
        }),
        providesTags: ['DashboardWidgets'],
      }),
      getDashboardWidget: build.query<DashboardConfigWidget, number>({
        query: (id) => apiTarget(dashboardPaths.dashboardWidget, { id }),
        providesTags: (_answer, _error, id) => [{ type: 'DashboardWidgets', id }],
      }),
      updateDashboardWidgetOverrides: build.mutation<
        DashboardConfigWidget,
        { id: number; overrides: DashboardWidgetOverridesInput }
      >({
        query: ({ id, overrides }) => ({
          ...apiTarget(dashboardPaths.dashboardWidget, { id }),
          method: 'PATCH',
          body: overrides,
        }),
        invalidatesTags: (answer) =>
          answer ? [{ type: 'Dashboards', id: answer.dashboardId }, 'DashboardWidgets'] : [],
      }),
      getWidgetsForDashboard: build.query<DashboardWidgetWithDefinition[], number>({
        query: (id) => apiTarget(dashboardPaths.widgetsForDashboard, { id }),
        providesTags: (_answer, _error, id) => [{ type: 'Dashboards', id }, 'DashboardWidgets'],
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useGetDashboardsQuery,
  useGetDashboardListEntryQuery,
  useGetDashboardQuery,
  useCreateDashboardMutation,
  useUpdateDashboardMutation,
  useDeleteDashboardMutation,
  useCopyDashboardMutation,
  useShareDashboardMutation,
  useGetDashboardTabsQuery,
  useCreateDashboardTabMutation,
  useDeleteDashboardTabMutation,
  useMoveDashboardToTabMutation,
  useGetDashboardWidgetsQuery,
  useGetDashboardWidgetQuery,
  useUpdateDashboardWidgetOverridesMutation,
  useGetWidgetsForDashboardQuery,
} = dashboardsApi;

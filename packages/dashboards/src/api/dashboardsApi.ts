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
import { tabsAfterMove } from './tabsAfterMove';

const LIST = 'LIST';

/**
 * Dashboards of the active customer, my home tabs, the widgets placed on dashboards and their overrides
 * (spec 2 §7). Writes invalidate what they change; moving a dashboard between tabs shows at once and
 * rolls back when the server refuses, so drag and drop never waits for the round trip.
 */
export const dashboardsApi = api
  .enhanceEndpoints({ addTagTypes: ['Dashboards', 'DashboardTabs', 'DashboardWidgets'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDashboards: build.query<DashboardListEntry[], void>({
        query: () => apiTarget(dashboardPaths.dashboards),
        providesTags: [{ type: 'Dashboards', id: LIST }],
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
        invalidatesTags: [{ type: 'Dashboards', id: LIST }, 'DashboardTabs', 'DashboardWidgets'],
      }),
      updateDashboard: build.mutation<Dashboard, { id: number; input: DashboardInput }>({
        query: ({ id, input }) => ({ ...apiTarget(dashboardPaths.dashboard, { id }), method: 'PATCH', body: input }),
        invalidatesTags: (_answer, _error, { id }) => [
          { type: 'Dashboards', id: LIST },
          { type: 'Dashboards', id },
          'DashboardWidgets',
        ],
      }),
      deleteDashboard: build.mutation<{ id: number }, number>({
        query: (id) => ({ ...apiTarget(dashboardPaths.dashboard, { id }), method: 'DELETE' }),
        invalidatesTags: [{ type: 'Dashboards', id: LIST }, 'DashboardTabs', 'DashboardWidgets'],
      }),
      copyDashboard: build.mutation<Dashboard, number>({
        query: (id) => ({ ...apiTarget(dashboardPaths.dashboardCopy, { id }), method: 'POST' }),
        invalidatesTags: [{ type: 'Dashboards', id: LIST }, 'DashboardTabs', 'DashboardWidgets'],
      }),
      shareDashboard: build.mutation<Dashboard, { id: number } & DashboardShareRequest>({
        query: ({ id, userIds }) => ({
          ...apiTarget(dashboardPaths.dashboardShare, { id }),
          method: 'PUT',
          body: { userIds },
        }),
        invalidatesTags: (_answer, _error, { id }) => [
          { type: 'Dashboards', id: LIST },
          { type: 'Dashboards', id },
        ],
      }),
      getDashboardTabs: build.query<DashboardTab[], void>({
        query: () => apiTarget(dashboardPaths.tabs),
        providesTags: ['DashboardTabs'],
      }),
      createDashboardTab: build.mutation<DashboardTab, DashboardTabCreate>({
        query: (body) => ({ ...apiTarget(dashboardPaths.tabCreate), method: 'POST', body }),
        invalidatesTags: ['DashboardTabs'],
      }),
      /** The spec calls it with GET; it answers the remaining tabs. */
      deleteDashboardTab: build.mutation<DashboardTab[], number>({
        query: (id) => apiTarget(dashboardPaths.tabDelete, { id }),
        invalidatesTags: ['DashboardTabs', { type: 'Dashboards', id: LIST }],
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
        // The list shows each dashboard's tab.
        invalidatesTags: [{ type: 'Dashboards', id: LIST }],
      }),
      getDashboardWidgets: build.query<DashboardWidgetEntry[], { dashboardId?: number } | void>({
        query: (filter) => ({
          ...apiTarget(dashboardPaths.dashboardWidgets),
          params: { dashboardId: filter?.dashboardId },
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
        invalidatesTags: (answer, _error, { id }) => [
          { type: 'DashboardWidgets', id },
          'DashboardWidgets',
          ...(answer ? [{ type: 'Dashboards' as const, id: answer.dashboardId }] : []),
        ],
      }),
      getWidgetsForDashboard: build.query<DashboardWidgetWithDefinition[], number>({
        query: (id) => apiTarget(dashboardPaths.widgetsForDashboard, { id }),
        providesTags: ['DashboardWidgets'],
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

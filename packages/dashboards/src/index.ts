export { dashboardsFeature } from './feature';
export {
  activeTabChanged,
  chooseDashboardTab,
  selectActiveDashboardTabIndex,
  tabCountChanged,
  type DashboardsUiState,
} from './state/dashboardsSlice';
export {
  dashboardsApi,
  tabsAfterMove,
  useCopyDashboardMutation,
  useCreateDashboardMutation,
  useCreateDashboardTabMutation,
  useDeleteDashboardMutation,
  useDeleteDashboardTabMutation,
  useGetDashboardListEntryQuery,
  useGetDashboardQuery,
  useGetDashboardsQuery,
  useGetDashboardTabsQuery,
  useGetDashboardWidgetQuery,
  useGetDashboardWidgetsQuery,
  useGetWidgetsForDashboardQuery,
  useMoveDashboardToTabMutation,
  useShareDashboardMutation,
  useUpdateDashboardMutation,
  useUpdateDashboardWidgetOverridesMutation,
} from './api/dashboardsApi';

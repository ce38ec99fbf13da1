export { dashboardsFeature } from './feature';
export {
  activeTabChanged,
  chooseDashboardTab,
  selectActiveDashboardTabIndex,
  tabCountChanged,
  type DashboardsUiState,
} from './state/dashboardsSlice';

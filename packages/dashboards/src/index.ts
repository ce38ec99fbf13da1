export { dashboardsFeature } from './feature';
export {
  activeTabChanged,
  chooseDashboardTab,
  selectActiveDashboardTabIndex,
  tabCountChanged,
  type DashboardsUiState,
} from './state/dashboardsSlice';
export { DashboardsHome, HOME_TEXTS } from './components/DashboardsHome';
export { dashboardsSlice } from './state/dashboardsSlice';

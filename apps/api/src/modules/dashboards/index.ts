// What other modules may use of this module (they import nothing else from it).
export { placedWidgets, type VisibleDashboard, visibleDashboard, visiblePlacedWidget } from './dashboards.repository';

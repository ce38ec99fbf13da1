export * from './dashboards';
export * from './dashboardLayout';
export * from './dashboardTabs';

// Its own module, free of schemas: the web app's start-up code names these paths without building any schema.

/** Server paths of dashboards, their tabs and widgets (spec 2 §7); all customer-scoped. */
export const dashboardPaths = {
  /** GET: every dashboard I own or that is shared with me, in the list shape. */
  dashboards: '/api/customer/:customerId/dashboards',
  /** GET: one dashboard in the list shape. */
  dashboardListEntry: '/api/customer/:customerId/dashboards/:id',
  /** GET the whole dashboard with groups and widgets, PATCH to replace it (owner), DELETE (owner). */
  dashboard: '/api/customer/:customerId/dashboard/:id',
  dashboardCreate: '/api/customer/:customerId/dashboard/create',
  dashboardCopy: '/api/customer/:customerId/dashboard/:id/copy',
  /** PUT the users the dashboard is shared with (owner). */
  dashboardShare: '/api/customer/:customerId/dashboard/:id/users',
  tabs: '/api/customer/:customerId/dashboards/tabs/list',
  tabCreate: '/api/customer/:customerId/dashboards/tabs/create',
  tabDelete: '/api/customer/:customerId/dashboards/tabs/delete/:id',
  tabMoveDashboard: '/api/customer/:customerId/dashboards/tabs/move-dashboard',
  /** GET: the widgets placed on my dashboards (optionally of one, `?dashboardId=`). */
  dashboardWidgets: '/api/customer/:customerId/dashboard-widgets',
  /** GET one placed widget with its overrides, PATCH its overrides (owner of the dashboard). */
  dashboardWidget: '/api/customer/:customerId/dashboard-widget/:id',
  widgetsForDashboard: '/api/customer/:customerId/widget/get-widgets-for-dashboard/:id',
  /** GET: the dashboard printed to PDF by the server (its pdfView page in headless Chromium). */
  dashboardPdf: '/api/customer/:customerId/dashboard/:id/pdf',
} as const;

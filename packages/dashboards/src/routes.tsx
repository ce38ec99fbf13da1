import type { RouteObject } from 'react-router-dom';

/**
 * /dashboards/ and its edit, view and pdfView screens arrive with the dashboards API. Until then
 * the feature adds no route, so the app shows no Dashboards tile.
 */
export const dashboardsRoutes: RouteObject[] = [];

import type { RouteObject } from 'react-router-dom';

/** Product details open in a dialog over dashboards, not on a screen of their own: no routes. */
export const productDetailsRoutes: RouteObject[] = [];

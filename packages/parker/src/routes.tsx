import type { RouteObject } from 'react-router-dom';

/** Parker lives in a drawer of the main layout, not on a screen of its own: no routes. */
export const parkerRoutes: RouteObject[] = [];

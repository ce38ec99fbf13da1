import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/**
 * `handle.layout` names the app layout a route sits in; `handle.access` the guard the app applies:
 * 'guest' (signed-out only), 'signed-in' (RequireAuth) or 'public' (anyone).
 */
export const authRoutes: RouteObject[] = [
  {
    path: clientRoutes.login,
    lazy: () => import('./pages/LoginPage'),
    handle: { layout: 'auth', access: 'guest' },
  },
  {
    path: clientRoutes.home,
    lazy: () => import('./pages/HomePage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
];

/** The screens this feature has so far; sign-in falls back to home for destinations not built yet. */
export const authPaths: ReadonlySet<string> = new Set(
  authRoutes.flatMap((route) => (route.path ? [route.path] : [])),
);

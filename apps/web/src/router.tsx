import { RedirectIfAuthenticated, RequireAuth } from '@shelfsight/auth';
import { NotFoundPage } from '@shelfsight/ui-kit';
import { Spin } from 'antd';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { features, type AppFeature } from './features';
import { RouteErrorPage } from './pages/RouteErrorPage';

type LayoutName = 'auth' | 'main' | 'empty';
type Access = 'guest' | 'signed-in' | 'public';

/** Features tag their routes with `handle: { layout, access }`; untagged routes are signed-in main screens. */
function placementOf(route: RouteObject): { layout: LayoutName; access: Access } {
  const handle = (route.handle ?? {}) as { layout?: LayoutName; access?: Access };
  return { layout: handle.layout ?? 'main', access: handle.access ?? 'signed-in' };
}

const layouts: Record<LayoutName, LazyRouteFunction<RouteObject>> = {
  auth: () => import('./layouts/AuthLayout/AuthLayout'),
  main: () => import('./layouts/MainLayout/MainLayout'),
  empty: () => import('./layouts/EmptyLayout/EmptyLayout'),
};

/** The app's own screens: they must render for anyone, whatever the session. */
const appScreens: RouteObject[] = [
  { path: '/error/:message?', lazy: () => import('./pages/ErrorRoutePage'), handle: { layout: 'empty', access: 'public' } },
  { path: '/429/', lazy: () => import('./pages/RateLimitPage'), handle: { layout: 'empty', access: 'public' } },
  { path: '*', element: <NotFoundPage />, handle: { layout: 'empty', access: 'public' } },
];

/**
 * Places every route in its layout behind its guard. The guard sits outside the layout, so a signed-out
 * visitor neither sees nor downloads the signed-in shell.
 */
export function buildRoutes(featureList: AppFeature[]): RouteObject[] {
  const routes = [...featureList.flatMap((feature) => feature.routes), ...appScreens];
  const inLayouts = (access: Access): RouteObject[] =>
    (Object.keys(layouts) as LayoutName[]).flatMap((layout) => {
      const children = routes.filter((route) => {
        const placement = placementOf(route);
        return placement.layout === layout && placement.access === access;
      });
      return children.length > 0 ? [{ lazy: layouts[layout], children }] : [];
    });

  return [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <Spin fullscreen />,
      children: [
        { element: <RedirectIfAuthenticated />, children: inLayouts('guest') },
        { element: <RequireAuth />, children: inLayouts('signed-in') },
        ...inLayouts('public'),
      ],
    },
  ];
}

export const appRoutes = buildRoutes(features);

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

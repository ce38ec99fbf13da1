import { RedirectIfAuthenticated, RequireAuth } from '@shelfsight/auth';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { PageSpinner } from './components/PageSpinner';
import { features, type AppFeature } from './features';
import { RouteErrorPage } from './pages/RouteErrorPage';

type LayoutName = 'auth' | 'main' | 'empty';
type Access = 'guest' | 'signed-in' | 'public';
/** Runs before any route of the feature renders: injects the feature's lazy slices. */
export type PrepareFeature = (feature: AppFeature) => Promise<void>;

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
  { path: '*', lazy: () => import('./pages/NotFoundRoutePage'), handle: { layout: 'empty', access: 'public' } },
];

/** Makes every route of a feature (and its children) wait for the feature's slices before it loads. */
function withPreparation(route: RouteObject, prepare: () => Promise<void>): RouteObject {
  const own = route.lazy;
  if (own !== undefined && typeof own !== 'function') return route; // per-property lazy objects load on their own
  const children = route.children?.map((child) => withPreparation(child, prepare));
  const lazy = async () => {
    await prepare();
    return own ? own() : {};
  };
  return { ...route, lazy, ...(children ? { children } : {}) } as RouteObject;
}

/**
 * Places every route in its layout behind its guard. The guard sits outside the layout, so a signed-out
 * visitor neither sees nor downloads the signed-in shell.
 */
export function buildRoutes(featureList: AppFeature[], prepare: PrepareFeature): RouteObject[] {
  const routes = [
    ...featureList.flatMap((feature) => feature.routes.map((route) => withPreparation(route, () => prepare(feature)))),
    ...appScreens,
  ];
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
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { element: <RedirectIfAuthenticated />, children: inLayouts('guest') },
        { element: <RequireAuth />, children: inLayouts('signed-in') },
        ...inLayouts('public'),
      ],
    },
  ];
}

/** The app's route tree; `prepare` runs before a feature's routes load (the app injects its slices). */
export function buildAppRoutes(prepare: PrepareFeature): RouteObject[] {
  return buildRoutes(features, prepare);
}

export function createAppRouter(prepare: PrepareFeature) {
  return createBrowserRouter(buildAppRoutes(prepare));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

import { routePreloadOf, type AppFeature, type PreloadStore } from '@shelfsight/api-client';
import { RedirectIfAuthenticated, RequireAuth, RequireProductAccess } from '@shelfsight/auth';
import { clientRoutes } from '@shelfsight/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Outlet,
  type LazyRouteFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { PageSpinner } from './components/PageSpinner';
import { type IsSignedIn, routePreloads, type RoutePreloads } from './routePreloads';
import * as authLayout from './layouts/AuthLayout/AuthLayout';
import { loadDiscoveredFeatures, setShellFeatures, type ShellFeatures } from './shellFeatures';
import { isProductManagementPath, productManagementPrefixes } from './navigation/productManagementArea';
import { RouteErrorPage } from './pages/RouteErrorPage';

type LayoutName = 'auth' | 'main' | 'empty' | 'session';
type Access = 'guest' | 'signed-in' | 'product-management' | 'public';
/** Runs before any route of the feature renders: injects the feature's lazy slices. */
export type PrepareFeature = (feature: AppFeature) => Promise<void>;

const needsSignIn = (access: Access) => access === 'signed-in' || access === 'product-management';

/**
 * Features tag their routes with `handle: { layout, access }`; untagged routes are signed-in main screens.
 * Signed-in routes in the product-management area (by path) also pass the product-access guard.
 */
function placementOf(route: RouteObject): { layout: LayoutName; access: Access } {
  const handle = (route.handle ?? {}) as { layout?: LayoutName; access?: Access };
  const access = handle.access ?? 'signed-in';
  const guarded = access === 'signed-in' && isProductManagementPath(route.path);
  return { layout: handle.layout ?? 'main', access: guarded ? 'product-management' : access };
}

// The auth layout is in the start-up bundle with the sign-in page it frames (see auth's routes).
const layouts: Record<LayoutName, LazyRouteFunction<RouteObject>> = {
  auth: async () => authLayout,
  // The main layout's menu lists the discovered features' tiles too, so their route tables load with it.
  main: () => withDiscoveredFeatures(import('./layouts/MainLayout/MainLayout')),
  empty: () => import('./layouts/EmptyLayout/EmptyLayout'),
  session: () => withDiscoveredFeatures(import('./layouts/SessionLayout/SessionLayout')),
};

async function withDiscoveredFeatures<Module>(layout: Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([layout, loadDiscoveredFeatures()]);
  return module;
}

/**
 * The app's own screens: errors for anyone whatever the session; /no-access/ for the signed-in. None is
 * on the side menu: the app sends people there.
 */
const appScreens: RouteObject[] = [
  {
    path: '/error/:message?',
    lazy: () => import('./pages/ErrorRoutePage'),
    handle: { layout: 'empty', access: 'public', menu: 'none' },
  },
  {
    path: '/429/',
    lazy: () => import('./pages/RateLimitPage'),
    handle: { layout: 'empty', access: 'public', menu: 'none' },
  },
  {
    path: clientRoutes.noAccess,
    lazy: () => import('./pages/NoAccessPage'),
    handle: { layout: 'main', access: 'signed-in', menu: 'none' },
  },
  // Unknown paths of the product-management area are refused like its screens before they say 404.
  ...productManagementPrefixes.map((prefix) => ({
    path: `${prefix}*`,
    lazy: () => import('./pages/NotFoundRoutePage'),
    handle: { layout: 'main', access: 'signed-in', menu: 'none' },
  })),
  // Signed in, an unknown address keeps the app shell and its menu (see SessionLayout).
  {
    path: '*',
    lazy: () => import('./pages/NotFoundRoutePage'),
    handle: { layout: 'session', access: 'public', menu: 'none' },
  },
];

/** Makes every route of a feature (and its children) wait for the feature's slices before it renders. */
function withPreparation(route: RouteObject, prepare: () => Promise<void>): RouteObject {
  const own = route.lazy;
  if (own !== undefined && typeof own !== 'function') return route; // per-property lazy objects load on their own
  const children = route.children?.map((child) => withPreparation(child, prepare));
  // The slices and the screen's code load side by side (one round of chunk requests, not two); the screen
  // renders only once both are in.
  const lazy = async () => {
    const [, module] = await Promise.all([prepare(), own ? own() : {}]);
    return module;
  };
  return { ...route, lazy, ...(children ? { children } : {}) } as RouteObject;
}

/**
 * The router starts loading the code of every matched route before any guard runs, and keeps what `lazy`
 * returned for good. So a route behind sign-in decides when its `lazy` is called: signed in, it loads as
 * usual; signed out, it answers a stand-in whose code loads on first render. The guard above never renders
 * it for a signed-out visitor, so nothing of the screen downloads before sign-in; after sign-in the
 * stand-in loads the real screen. It carries the module's `Component` only: the app's route modules export
 * nothing else (no loaders).
 */
function loadWhenSignedIn(
  load: LazyRouteFunction<RouteObject>,
  isSignedIn: IsSignedIn,
): LazyRouteFunction<RouteObject> {
  return async () => {
    if (isSignedIn()) return load();
    const Screen = lazy(async () => {
      const module = await load();
      return { default: (module.Component ?? Outlet) as ComponentType };
    });
    return { Component: Screen };
  };
}

/** Holds back the code of a route behind sign-in, and of its children, until the visitor has signed in. */
function guardedLoading(route: RouteObject, isSignedIn: IsSignedIn): RouteObject {
  const children = route.children?.map((child) => guardedLoading(child, isSignedIn));
  // A screen already in the route table has no code to hold back (its lazy only injects slices).
  const ownScreen = route.element !== undefined || route.Component !== undefined;
  const lazy = typeof route.lazy === 'function' && !ownScreen ? loadWhenSignedIn(route.lazy, isSignedIn) : route.lazy;
  return { ...route, lazy, ...(children ? { children } : {}) } as RouteObject;
}

/** A route that names a preload gets a loader that starts it (see routePreloads). */
function withPreload(route: RouteObject, preloads: RoutePreloads | undefined): RouteObject {
  const preload = routePreloadOf(route);
  if (!preload || !preloads || route.loader !== undefined) return route;
  const loader = ({ request }: { request: Request }) => {
    preloads.startFromLoader(preload, new URL(request.url));
    return null;
  };
  return { ...route, loader } as RouteObject;
}

const featureRoutes = (
  featureList: readonly AppFeature[],
  prepare: PrepareFeature,
  isSignedIn: IsSignedIn,
  preloads?: RoutePreloads,
): RouteObject[] =>
  featureList.flatMap((feature) =>
    feature.routes.map((route) => {
      const prepared = withPreload(
        withPreparation(route, () => prepare(feature)),
        preloads,
      );
      return needsSignIn(placementOf(route).access) ? guardedLoading(prepared, isSignedIn) : prepared;
    }),
  );

const accessId = (access: Access) => `access-${access}`;
const layoutId = (access: Access, layout: LayoutName) => `layout-${access}-${layout}`;

/**
 * Every layout behind the given access, with a stable id so discovered routes can be patched in. A
 * layout without children never matches, so the empty ones cost nothing until a route joins them.
 */
function inLayouts(routes: RouteObject[], access: Access, isSignedIn: IsSignedIn): RouteObject[] {
  return (Object.keys(layouts) as LayoutName[]).map((layout) => ({
    id: layoutId(access, layout),
    lazy: needsSignIn(access) ? loadWhenSignedIn(layouts[layout], isSignedIn) : layouts[layout],
    children: routes.filter((route) => {
      const placement = placementOf(route);
      return placement.layout === layout && placement.access === access;
    }),
  }));
}

/** What a screen loaded after sign-in (see `loadWhenSignedIn`) shows while its code arrives. */
const signedInOutlet = (
  <Suspense fallback={<PageSpinner />}>
    <Outlet />
  </Suspense>
);

/**
 * Places every route in its layout behind its guard. The guard sits outside the layout, and the code of
 * layouts and screens behind sign-in waits for a session, so a signed-out visitor neither sees nor
 * downloads the signed-in shell or any screen of it.
 */
export function buildRoutes(
  featureList: readonly AppFeature[],
  prepare: PrepareFeature,
  isSignedIn: IsSignedIn,
  preloadStore?: PreloadStore,
): RouteObject[] {
  const preloads = preloadStore ? routePreloads(preloadStore, isSignedIn) : undefined;
  const routes = [...featureRoutes(featureList, prepare, isSignedIn, preloads), ...appScreens];
  return [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          id: accessId('guest'),
          element: <RedirectIfAuthenticated />,
          children: inLayouts(routes, 'guest', isSignedIn),
        },
        {
          id: accessId('signed-in'),
          element: <RequireAuth>{signedInOutlet}</RequireAuth>,
          children: inLayouts(routes, 'signed-in', isSignedIn),
        },
        {
          id: accessId('product-management'),
          element: (
            <RequireAuth>
              <RequireProductAccess>{signedInOutlet}</RequireProductAccess>
            </RequireAuth>
          ),
          children: inLayouts(routes, 'product-management', isSignedIn),
        },
        { id: accessId('public'), children: inLayouts(routes, 'public', isSignedIn) },
      ],
    },
  ];
}

/**
 * Route discovery: a path that only the catch-all (or no route) matches makes the router ask for more
 * routes; the other features' route tables load then, once, and join their layouts.
 */
export function discoverFeatureRoutes(
  prepare: PrepareFeature,
  isSignedIn: IsSignedIn,
  load: () => Promise<readonly AppFeature[]> = loadDiscoveredFeatures,
  preloadStore?: PreloadStore,
  preloadedAtStartup?: URL,
): PatchRoutesOnNavigationFunction {
  let loading: Promise<readonly AppFeature[]> | null = null;
  let patched = false;
  const preloads = preloadStore ? routePreloads(preloadStore, isSignedIn, preloadedAtStartup) : undefined;
  return async ({ path, patch, signal }) => {
    if (patched) return;
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk is retried by the next navigation
      throw error;
    });
    const featureList = await loading;
    // An aborted navigation ignores patches; the next one patches instead.
    if (patched || signal.aborted) return;
    // The page's first address: its route's preload starts before the router asks for the route's code.
    if (preloads && path === window.location.pathname)
      preloads.startForPageAddress(
        featureList.flatMap((feature) => feature.routes),
        new URL(window.location.href),
      );
    // One patch per layout: the router flattens and ranks its whole route table again on every patch.
    const byLayout = new Map<string, RouteObject[]>();
    for (const route of featureRoutes(featureList, prepare, isSignedIn, preloads)) {
      const { layout, access } = placementOf(route);
      const id = layoutId(access, layout);
      byLayout.set(id, [...(byLayout.get(id) ?? []), route]);
    }
    for (const [id, routes] of byLayout) patch(id, routes);
    patched = true;
  };
}

/**
 * The router's routes and options for `features` (which it names as the page's, see `setShellFeatures`); `prepare` runs before a feature's routes load (the app injects slices),
 * `isSignedIn` decides whether the code of screens behind sign-in may load yet, and routes' preloads start
 * their queries in `preloadStore` (not for `preloadedAtStartup`, the page's address, whose preload the start-up
 * already started).
 */
export function appRouterSetup(
  features: ShellFeatures,
  prepare: PrepareFeature,
  isSignedIn: IsSignedIn,
  preloadStore?: PreloadStore,
  preloadedAtStartup?: URL,
) {
  setShellFeatures(features);
  return {
    routes: buildRoutes(features.startup, prepare, isSignedIn, preloadStore),
    patchRoutesOnNavigation: discoverFeatureRoutes(
      prepare,
      isSignedIn,
      loadDiscoveredFeatures,
      preloadStore,
      preloadedAtStartup,
    ),
  };
}

export function createAppRouter(
  features: ShellFeatures,
  prepare: PrepareFeature,
  isSignedIn: IsSignedIn,
  preloadStore?: PreloadStore,
  preloadedAtStartup?: URL,
) {
  const { routes, patchRoutesOnNavigation } = appRouterSetup(
    features,
    prepare,
    isSignedIn,
    preloadStore,
    preloadedAtStartup,
  );
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

import { startEarlyGets, type PreloadStore, type RoutePreload } from '@shelfsight/api-client';
import { buildPath, dashboardIdOf, dashboardPaths, dashboardRoutes } from '@shelfsight/contracts';

interface EarlyScreen {
  /** The API GETs the screen asks for first, named by its address alone. */
  gets: (search: URLSearchParams, customerId: number) => string[];
  /** Loads the screen's route preload, which asks for the rest (the widgets' data) once those answers are in. */
  loadPreload: () => Promise<RoutePreload>;
}

/** What the start-up sent for the page's address, and whether it started the screen's preload. */
export interface EarlyRequests {
  paths: string[];
  preloading: boolean;
}

function dashboardGets(id: number | null, customerId: number): string[] {
  if (id === null) return [];
  return [
    buildPath(dashboardPaths.dashboard, { customerId, id }),
    buildPath(dashboardPaths.widgetsForDashboard, { customerId, id }),
  ];
}

/** The screens a reader most often opens directly, from a bookmark or a shared link: a dashboard. */
const earlyScreens: Record<string, EarlyScreen> = {
  [dashboardRoutes.view]: {
    gets: (search, customerId) => dashboardGets(dashboardIdOf(search), customerId),
    loadPreload: () => import('@shelfsight/dashboards/preload').then((module) => module.preloadDashboardView),
  },
  [dashboardRoutes.pdfView]: {
    gets: (search, customerId) => dashboardGets(dashboardIdOf(search), customerId),
    loadPreload: () => import('@shelfsight/dashboards/preload').then((module) => module.preloadDashboardPrint),
  },
};

/**
 * At start-up, signed in with an active customer, for an address of earlyScreens: sends the screen's first GETs
 * and starts its route preload (its own small chunk) before the route tables and the screen's code have loaded;
 * the screen's queries take the answers up. From the route tables, the GETs left about 0.1 s later and then waited
 * for a server busy with the page's other start-up requests; the preload's chunks now arrive before the screen's.
 * (Its code still runs only once the screen's chunks have been compiled, about 0.3 s later on two cores.) The
 * table lives in the app, which composes the screens: the start-up bundle gains contract paths and a dynamic
 * import, no feature code. The router does not start that preload again.
 */
export function startEarlyRequests(store: PreloadStore, address: URL): EarlyRequests {
  const customerId = store.getState().session.activeCustomerId;
  const screen = earlyScreens[address.pathname];
  if (customerId === null || !screen) return { paths: [], preloading: false };
  const paths = startEarlyGets(store, screen.gets(address.searchParams, customerId));
  if (paths.length === 0) return { paths, preloading: false };
  // A failed preload costs nothing: the screen asks for what it needs and reports its own errors.
  void screen.loadPreload().then(
    (preload) => Promise.resolve(preload(address, store)).catch(() => undefined),
    () => undefined,
  );
  return { paths, preloading: true };
}

import { startEarlyGets, type PreloadStore } from '@shelfsight/api-client';
import { buildPath, dashboardIdOf, dashboardPaths, dashboardRoutes } from '@shelfsight/contracts';

/**
 * The API GETs a screen asks for first, named by its address alone (path and query), for the screens a reader most
 * often opens directly: a dashboard, from a bookmark or a shared link.
 */
const earlyGetsByScreen: Record<string, (search: URLSearchParams, customerId: number) => string[]> = {
  [dashboardRoutes.view]: (search, customerId) => dashboardGets(dashboardIdOf(search), customerId),
  [dashboardRoutes.pdfView]: (search, customerId) => dashboardGets(dashboardIdOf(search), customerId),
};

function dashboardGets(id: number | null, customerId: number): string[] {
  if (id === null) return [];
  return [
    buildPath(dashboardPaths.dashboard, { customerId, id }),
    buildPath(dashboardPaths.widgetsForDashboard, { customerId, id }),
  ];
}

/**
 * At start-up, signed in with an active customer: sends the first GETs of the page's screen (see
 * earlyGetsByScreen) before any of the screen's code has loaded; the screen's queries take their answers up.
 * They had left only once the route tables, the screen's preload and its modules had arrived and run, about
 * 0.4 s into a dashboard's load on two cores. The table lives in the app, which composes the screens: it names
 * contract paths only, and the start-up bundle gains no feature code. Returns the paths sent.
 */
export function startEarlyRequests(store: PreloadStore, address: URL): string[] {
  const customerId = store.getState().session.activeCustomerId;
  const gets = earlyGetsByScreen[address.pathname];
  if (customerId === null || !gets) return [];
  return startEarlyGets(store, gets(address.searchParams, customerId));
}

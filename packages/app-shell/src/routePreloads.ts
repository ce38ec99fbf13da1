import { routePreloadOf, type PreloadStore, type RoutePreload } from '@shelfsight/api-client';
import { matchPath, type RouteObject } from 'react-router-dom';

/** Whether the visitor holds a session now (read from the store, no request). */
export type IsSignedIn = () => boolean;

/**
 * Starts routes' preloads (`handle.preload`), signed in only, without waiting for them; a failed preload costs
 * nothing: the screen asks again and reports its own errors. `startedAtStartup`: the page's address, when the
 * app's start-up has already started its preload.
 *
 * The page's first address is preloaded as soon as the route tables holding its route arrive, before the router
 * asks for the route's code: started from the route's loader instead, the preload's small chunk and its requests
 * queued behind the screen's many chunks (the 12-widget dashboard was asked for about 0.1 s later).
 * The loader then skips that address once; later navigations preload from their loaders.
 */
export function routePreloads(store: PreloadStore, isSignedIn: IsSignedIn, startedAtStartup?: URL) {
  const addressOf = (url: URL) => `${url.pathname}${url.search}`;
  // The address (path and query) preloaded early, which its loader then skips.
  let startedEarly: string | null = null;
  // The page's address whose preload the app's start-up already started (see earlyRequests): not started twice.
  let fromStartup = startedAtStartup ? addressOf(startedAtStartup) : null;
  const start = (preload: RoutePreload, address: URL) => {
    try {
      void Promise.resolve(preload(address, store)).catch(() => undefined);
    } catch {
      // as a rejected preload: ignored
    }
  };
  return {
    /** For the address the page opened with, when the route tables `routes` have just arrived. */
    startForPageAddress(routes: RouteObject[], address: URL): void {
      if (!isSignedIn()) return;
      for (const route of routes) {
        const preload = routePreloadOf(route);
        if (preload && route.path && matchPath({ path: route.path, end: true }, address.pathname)) {
          startedEarly = addressOf(address);
          if (fromStartup === startedEarly) fromStartup = null;
          else start(preload, address);
          return;
        }
      }
    },
    /** From a route's loader, when the router navigates to `address`. */
    startFromLoader(preload: RoutePreload, address: URL): void {
      if (!isSignedIn()) return;
      if (startedEarly === addressOf(address)) {
        startedEarly = null;
        return;
      }
      // After the loader returns: the router's own work for the navigation goes first.
      void Promise.resolve().then(() => start(preload, address));
    },
  };
}

export type RoutePreloads = ReturnType<typeof routePreloads>;

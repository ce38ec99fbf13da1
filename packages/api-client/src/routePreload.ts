import type { RouteObject } from 'react-router-dom';
import type { AppDispatch, RootState } from './store';

/** What a route's preload is handed: the store, to start the queries of the screen it leads to. */
export interface PreloadStore {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/**
 * Starts the queries a screen asks for first, from the address alone, while the screen's code is still on
 * its way: the app calls it (signed in only) when the route matches and does not wait for it. The screen's
 * hooks then find those queries in flight or answered with the same arguments, instead of asking only once
 * its code has arrived and rendered. A feature names it as its route's `handle.preload`; a preload loads its
 * own code lazily, so the route table stays small.
 */
export type RoutePreload = (location: URL, store: PreloadStore) => Promise<void> | void;

/** The preload a route names in its handle, if any. */
export const routePreloadOf = (route: RouteObject): RoutePreload | undefined => {
  const preload = (route.handle as { preload?: unknown } | undefined)?.preload;
  return typeof preload === 'function' ? (preload as RoutePreload) : undefined;
};

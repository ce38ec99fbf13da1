import type { AppFeature } from '@shelfsight/api-client';
import type { NavItem } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';
import { discoveredFeatures } from '../discoveredFeatures';
import { startupFeatures } from '../features';
import { appNavItems } from './navigationTiles';
import { collectRoutePaths } from './routePaths';

/**
 * Every feature's route table and menu tiles. Both are plain data (pages load lazily), so the main
 * layout can show the tiles of features whose routes the router has not discovered yet without
 * carrying any page.
 */
const allFeatures: readonly AppFeature[] = [...startupFeatures, ...discoveredFeatures];
const allRoutes: RouteObject[] = allFeatures.flatMap((feature) => feature.routes);

/** Every screen the features provide; the side menu links only to these. */
export const appRoutePaths: ReadonlySet<string> = collectRoutePaths(allRoutes);

/** The features' tiles and the app's own. */
export const appNavigationItems: readonly NavItem[] = [
  ...allFeatures.flatMap((feature) => feature.navItems ?? []),
  ...appNavItems,
];

/** Loads the page code of the route at `path` ahead of a visit, when the route loads lazily. */
export function routeChunkLoader(path: string): (() => Promise<unknown>) | undefined {
  const route = findRoute(allRoutes, path);
  const lazy = route?.lazy;
  return typeof lazy === 'function' ? () => lazy() : undefined;
}

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const child = route.children ? findRoute(route.children, path) : undefined;
    if (child) return child;
  }
  return undefined;
}

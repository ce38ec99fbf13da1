import type { AppFeature } from '@shelfsight/api-client';
import type { NavItem } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';
import { appNavItems } from './navigationTiles';
import { collectRoutePaths } from './routePaths';

/**
 * The features' route tables and menu tiles. Both are plain data (pages load lazily), so the main
 * layout can show the tiles of features whose routes the router has not discovered yet without
 * carrying any page.
 */
export interface FeatureNavigation {
  /** Every screen the features provide; the side menu links only to these. */
  routePaths: ReadonlySet<string>;
  /** The features' tiles and the app's own. */
  items: readonly NavItem[];
  /** Loads the page code of the route at `path` ahead of a visit, when the route loads lazily. */
  chunkLoader: (path: string) => (() => Promise<unknown>) | undefined;
}

const byFeatures = new WeakMap<readonly AppFeature[], FeatureNavigation>();

/** The navigation of a list of features, worked out once per list. */
export function featureNavigation(features: readonly AppFeature[]): FeatureNavigation {
  const known = byFeatures.get(features);
  if (known) return known;
  const routes: RouteObject[] = features.flatMap((feature) => feature.routes);
  const navigation: FeatureNavigation = {
    routePaths: collectRoutePaths(routes),
    items: [...features.flatMap((feature) => feature.navItems ?? []), ...appNavItems],
    chunkLoader: (path) => {
      const lazy = findRoute(routes, path)?.lazy;
      return typeof lazy === 'function' ? () => lazy() : undefined;
    },
  };
  byFeatures.set(features, navigation);
  return navigation;
}

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const child = route.children ? findRoute(route.children, path) : undefined;
    if (child) return child;
  }
  return undefined;
}

import { buildNavigation, buildRoutes, featureNavigation, tilesOf } from '@shelfsight/app-shell';
import type { Scopes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { discoveredFeatures } from '../discoveredFeatures';
import { startupFeatures } from '../features';

/** The modules the demo's Acme Retail has on, as scopes: a module's screens are reached only there. */
const acmeModules = { 'module:image-similarity': true };

/** The demo's kinds of user at Acme Retail, with the scopes the server gives them. */
const people: Record<string, Scopes> = {
  analyst: {
    'system-admin': false,
    admin: false,
    'admin-or-product-manager': false,
    'no-custom-pricing': true,
    ...acmeModules,
  },
  productManager: {
    'system-admin': false,
    admin: false,
    'admin-or-product-manager': true,
    'no-custom-pricing': true,
    ...acmeModules,
  },
  administrator: {
    'system-admin': false,
    admin: true,
    'admin-or-product-manager': true,
    'no-custom-pricing': true,
    ...acmeModules,
  },
  systemAdmin: {
    'system-admin': true,
    admin: false,
    'admin-or-product-manager': true,
    'no-custom-pricing': true,
    ...acmeModules,
  },
};

interface PlacedRoute {
  path: string;
  access: string;
  menuless: boolean;
  /** A scope the page itself requires beyond its guard (`handle.pageAccess`), e.g. system-admin screens under /admin/. */
  pageAccess?: keyof Scopes;
}

const allFeatures = [...startupFeatures, ...discoveredFeatures];
const { items: appNavigationItems, routePaths: appRoutePaths } = featureNavigation(allFeatures);

/** Every screen of every feature and of the app, with the guard the router puts it behind. */
function placedRoutes(): PlacedRoute[] {
  const [root] = buildRoutes(
    allFeatures,
    () => Promise.resolve(),
    () => true,
  );
  const placed: PlacedRoute[] = [];
  const visit = (routes: RouteObject[], access: string) => {
    for (const route of routes) {
      if (route.path) {
        const handle = route.handle as { menu?: string; pageAccess?: keyof Scopes } | undefined;
        placed.push({ path: route.path, access, menuless: handle?.menu === 'none', pageAccess: handle?.pageAccess });
      }
      if (route.children) visit(route.children, access);
    }
  };
  for (const guard of root?.children ?? []) visit(guard.children ?? [], (guard.id ?? '').replace('access-', ''));
  return placed;
}

/** Who may open a screen behind each guard; a page may narrow it further by itself. */
const mayOpen: Record<string, string[]> = {
  'signed-in': Object.keys(people),
  'product-management': ['productManager', 'administrator', 'systemAdmin'],
};

/** The people to whom the menu offers a way to `path`: its own tile, or the tile of the list it opens from. */
function reachableBy(path: string): string[] {
  return Object.entries(people)
    .filter(([, scopes]) =>
      tilesOf(buildNavigation(appNavigationItems, scopes, appRoutePaths)).some(
        (tile) => !tile.external && appRoutePaths.has(tile.to) && (tile.to === path || tile.subScreens.includes(path)),
      ),
    )
    .map(([person]) => person);
}

describe('every screen meant for people has a way in from the side menu', () => {
  const routes = placedRoutes();

  it('finds the screens of the features and of the app', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/login/',
        '/widgets/',
        '/upload-data-set/',
        '/system-messages/edit/',
        '/429/',
        '*',
      ]),
    );
  });

  it.each(routes.filter((route) => !route.menuless).map((route) => [route.path, route] as const))(
    '%s is reached through a tile shown to someone who may open it',
    (_path, route) => {
      const pageAccess = route.pageAccess;
      const openers = pageAccess
        ? mayOpen[route.access]?.filter((person) => people[person]?.[pageAccess] === true)
        : mayOpen[route.access];
      expect(
        openers,
        `${route.path} is ${route.access}: mark it { menu: 'none' } or give it access for signed-in users`,
      ).toBeDefined();
      const reachers = reachableBy(route.path);
      expect(reachers.length, `no tile leads to ${route.path}`).toBeGreaterThan(0);
      // A guarded area's tile must show to everyone the guard admits, or some of them would have no way in.
      if (route.access === 'product-management') expect(reachers).toEqual(expect.arrayContaining(openers ?? []));
    },
  );

  it('keeps sign-in style pages and error pages off the menu explicitly, and no tile leads to them', () => {
    const menuless = routes.filter((route) => route.menuless).map((route) => route.path);
    expect(menuless).toEqual(expect.arrayContaining(['/login/', '/429/', '/error/:message?', '/no-access/', '*']));
    for (const path of menuless) expect(reachableBy(path)).toEqual([]);
  });
});

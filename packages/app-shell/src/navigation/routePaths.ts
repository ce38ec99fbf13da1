import type { RouteObject } from 'react-router-dom';

/** Every absolute path the route tree can match, for menus that must not link to missing screens. */
export function collectRoutePaths(routes: RouteObject[]): Set<string> {
  const paths = new Set<string>();
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.path) paths.add(route.path);
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  return paths;
}

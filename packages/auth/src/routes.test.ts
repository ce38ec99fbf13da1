import { describe, expect, it } from 'vitest';
import { authPaths } from './authPaths';
import { authRoutes } from './routes';

describe('authPaths', () => {
  // Sign-in sends people only to screens this feature has, so the set must follow the route table.
  it('lists exactly the paths of the route table', () => {
    const routePaths = authRoutes.flatMap((route) => (route.path ? [route.path] : []));
    expect(new Set(routePaths)).toEqual(authPaths);
  });
});

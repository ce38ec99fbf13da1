import { describe, expect, it } from 'vitest';
import { buildNavigationTiles } from './navigationTiles';

const keys = (tiles: { key: string }[]) => tiles.map((tile) => tile.key);

describe('buildNavigationTiles', () => {
  const allScreens = new Set(['/', '/dashboards/', '/profile/', '/admin/product-selection/', '/admin/products/']);

  it('gives every signed-in user home, dashboards, profile and help', () => {
    expect(keys(buildNavigationTiles({}, allScreens))).toEqual(['home', 'dashboards', 'profile', 'help']);
  });

  it('adds pricing and product selection only for admins without custom pricing', () => {
    expect(keys(buildNavigationTiles({ admin: true }, allScreens))).not.toContain('pricing');
    expect(keys(buildNavigationTiles({ 'no-custom-pricing': true }, allScreens))).not.toContain('pricing');
    const tiles = buildNavigationTiles({ admin: true, 'no-custom-pricing': true }, allScreens);
    expect(keys(tiles)).toEqual(['home', 'dashboards', 'product-selection', 'profile', 'pricing', 'help']);
    expect(tiles.find((tile) => tile.key === 'pricing')?.external).toBe(true);
  });

  it('adds the products admin for admins or product managers', () => {
    expect(keys(buildNavigationTiles({ 'admin-or-product-manager': true }, allScreens))).toContain('products');
  });

  it('adds users and roles for admins and system admins only', () => {
    const screens = new Set([...allScreens, '/user-management/']);
    expect(keys(buildNavigationTiles({ admin: true }, screens))).toContain('user-management');
    expect(keys(buildNavigationTiles({ 'system-admin': true }, screens))).toContain('user-management');
    expect(keys(buildNavigationTiles({ 'admin-or-product-manager': true }, screens))).not.toContain('user-management');
  });

  it('leaves out in-app tiles whose screen the router does not have', () => {
    const tiles = buildNavigationTiles({ admin: true, 'no-custom-pricing': true }, new Set(['/']));
    expect(keys(tiles)).toEqual(['home', 'pricing', 'help']);
  });
});

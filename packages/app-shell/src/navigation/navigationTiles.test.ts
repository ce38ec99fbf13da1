import type { NavItem } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { activeTile, appNavItems, buildNavigation, tilesOf, type NavigationEntry } from './navigationTiles';

const featureItems: NavItem[] = [
  { key: 'home', label: 'Home', icon: 'home', to: '/', access: 'signed-in', order: 0 },
  {
    key: 'profile',
    label: 'My profile',
    icon: 'profile',
    to: '/profile/',
    group: 'settings',
    access: 'signed-in',
    order: 10,
  },
  {
    key: 'widgets',
    label: 'Widgets',
    icon: 'widgets',
    to: '/widgets/',
    group: 'analytics',
    access: 'signed-in',
    order: 20,
    subScreens: ['/widgets/edit/'],
  },
  {
    key: 'dashboards',
    label: 'Dashboards',
    icon: 'dashboards',
    to: '/dashboards/',
    group: 'analytics',
    access: 'signed-in',
    order: 10,
  },
  {
    key: 'upload',
    label: 'Upload',
    icon: 'upload',
    to: '/upload-data-set/',
    group: 'data',
    access: 'admin-or-product-manager',
    order: 10,
  },
  {
    key: 'users',
    label: 'Users and roles',
    icon: 'users',
    to: '/user-management/',
    group: 'administration',
    access: 'admin-or-system-admin',
    order: 10,
  },
  {
    key: 'messages',
    label: 'System messages',
    icon: 'systemMessages',
    to: '/system-messages/',
    group: 'administration',
    access: 'system-admin',
    order: 30,
  },
  {
    key: 'product-selection',
    label: 'Product selection',
    icon: 'productSelection',
    to: '/admin/product-selection/',
    group: 'administration',
    access: 'admin-no-custom-pricing',
    order: 20,
  },
  {
    key: 'products',
    label: 'Products',
    icon: 'products',
    to: '/admin/products/',
    group: 'administration',
    access: 'admin-or-product-manager',
    order: 25,
  },
];
const items = [...featureItems, ...appNavItems];
const allScreens = new Set([
  '/',
  '/profile/',
  '/widgets/',
  '/widgets/edit/',
  '/dashboards/',
  '/upload-data-set/',
  '/user-management/',
  '/system-messages/',
  '/admin/product-selection/',
  '/admin/products/',
]);

/** The menu as "key" for top-level tiles and "group: key, key" for groups. */
const shape = (entries: NavigationEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'group' ? `${entry.label}: ${entry.tiles.map((tile) => tile.key).join(', ')}` : entry.key,
  );

describe('buildNavigation', () => {
  it('groups an analyst’s tiles: home first, then Analytics and Settings, then help', () => {
    expect(shape(buildNavigation(items, { 'no-custom-pricing': true }, allScreens))).toEqual([
      'home',
      'Analytics: dashboards, widgets',
      'Settings: profile',
      'help',
    ]);
  });

  it('gives an administrator without custom pricing the data, administration and pricing tiles', () => {
    const scopes = { admin: true, 'admin-or-product-manager': true, 'no-custom-pricing': true };
    expect(shape(buildNavigation(items, scopes, allScreens))).toEqual([
      'home',
      'Analytics: dashboards, widgets',
      'Data: upload',
      'Settings: profile',
      'Administration: users, product-selection, products',
      'pricing',
      'help',
    ]);
    expect(tilesOf(buildNavigation(items, scopes, allScreens)).find((tile) => tile.key === 'pricing')?.external).toBe(
      true,
    );
  });

  it('keeps pricing and product selection from admins with custom pricing', () => {
    const keys = tilesOf(buildNavigation(items, { admin: true }, allScreens)).map((tile) => tile.key);
    expect(keys).not.toContain('pricing');
    expect(keys).not.toContain('product-selection');
    expect(keys).toContain('users');
  });

  it('shows product managers upload and products, not users and roles', () => {
    const keys = tilesOf(buildNavigation(items, { 'admin-or-product-manager': true }, allScreens)).map(
      (tile) => tile.key,
    );
    expect(keys).toEqual(expect.arrayContaining(['upload', 'products']));
    expect(keys).not.toContain('users');
  });

  it('shows system messages to system admins only', () => {
    const keysFor = (scopes: Record<string, boolean>) =>
      tilesOf(buildNavigation(items, scopes, allScreens)).map((tile) => tile.key);
    expect(keysFor({ 'system-admin': true })).toEqual(expect.arrayContaining(['messages', 'users']));
    expect(keysFor({ admin: true, 'admin-or-product-manager': true })).not.toContain('messages');
  });

  it('shows a module’s tile only while the active customer has the module on', () => {
    const similarity: NavItem = {
      key: 'image-similarity',
      label: 'Image similarity',
      icon: 'imageSimilarity',
      to: '/image-similarity/',
      group: 'data',
      access: 'signed-in',
      module: 'image-similarity',
      order: 42,
    };
    const screens = new Set([...allScreens, similarity.to]);
    const keysFor = (scopes: Record<string, boolean>) =>
      tilesOf(buildNavigation([...items, similarity], scopes, screens)).map((tile) => tile.key);
    expect(keysFor({ 'no-custom-pricing': true })).not.toContain('image-similarity');
    expect(keysFor({ 'module:image-similarity': false })).not.toContain('image-similarity');
    expect(keysFor({ 'module:image-similarity': true })).toContain('image-similarity');
  });

  it('leaves out in-app tiles whose screen the router does not have, and groups left empty', () => {
    const entries = buildNavigation(items, { admin: true, 'no-custom-pricing': true }, new Set(['/', '/widgets/']));
    expect(shape(entries)).toEqual(['home', 'Analytics: widgets', 'pricing', 'help']);
  });
});

describe('activeTile', () => {
  const entries = buildNavigation(items, { 'system-admin': true }, allScreens);

  it('highlights the tile of the screen, of its sub-screens and of paths below it, but home only on /', () => {
    expect(activeTile(entries, '/')?.key).toBe('home');
    expect(activeTile(entries, '/widgets/')?.key).toBe('widgets');
    expect(activeTile(entries, '/widgets/edit/')?.key).toBe('widgets');
    expect(activeTile(entries, '/user-management/user/add/')?.key).toBe('users');
    expect(activeTile(entries, '/no-access/')).toBeUndefined();
  });
});

import type { AppFeature } from '@shelfsight/api-client';
import { clientRoutes, type NavItem } from '@shelfsight/contracts';
import { productsRoutes } from './routes';

/** The catalogue's tiles; the menu shows a tile only while the router has its screen. */
const navItems: readonly NavItem[] = [
  {
    key: 'product-selection',
    label: 'Product selection',
    icon: 'productSelection',
    to: clientRoutes.productSelection,
    group: 'administration',
    access: 'admin-no-custom-pricing',
    order: 20,
  },
  {
    key: 'products',
    label: 'Products',
    icon: 'products',
    to: clientRoutes.productsAdmin,
    group: 'administration',
    access: 'admin-or-product-manager',
    order: 25,
    subScreens: [
      clientRoutes.productsAdminAssortment,
      clientRoutes.productsAdminAttributes,
      clientRoutes.productsAdminTags,
    ],
  },
  {
    key: 'product-finder',
    label: 'Product finder',
    icon: 'productFinder',
    to: clientRoutes.productFinder,
    group: 'data',
    access: 'admin-or-product-manager',
    order: 40,
  },
];

/** What the app composes: the catalogue screens (lists, products, selection, mapping, finder, retailers, partners). */
export const productsFeature = {
  id: 'products',
  routes: productsRoutes,
  navItems,
} satisfies AppFeature;

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
      // Product managers and system admins pass the area's guard but see no 'Product selection' tile (spec 3 §6):
      // their way in is from the products screen, where the selection page tells them it is for administrators.
      clientRoutes.productSelection,
    ],
  },
  {
    key: 'product-mapping',
    label: 'Product mapping',
    icon: 'productMapping',
    to: clientRoutes.productMapping,
    group: 'administration',
    access: 'admin-or-product-manager',
    order: 27,
  },
  {
    key: 'retailers-admin',
    label: 'Retailers',
    icon: 'retailers',
    to: clientRoutes.adminRetailer,
    group: 'administration',
    access: 'system-admin',
    order: 60,
    subScreens: [clientRoutes.adminRetailerCreate, clientRoutes.adminRetailerDetails, clientRoutes.adminRetailerEdit],
  },
  {
    key: 'retailer-configuration',
    label: 'Retailer configuration',
    icon: 'retailers',
    to: clientRoutes.retailerConfiguration,
    group: 'administration',
    access: 'admin',
    order: 61,
  },
  {
    key: 'partner-integration',
    label: 'Partner integration',
    icon: 'partnerIntegration',
    to: clientRoutes.partnerIntegration,
    group: 'administration',
    access: 'admin',
    order: 62,
  },
  {
    key: 'product-lists',
    label: 'Product lists',
    icon: 'productLists',
    to: clientRoutes.productLists,
    group: 'administration',
    access: 'admin-or-product-manager',
    order: 26,
    subScreens: [
      clientRoutes.productListsAdd,
      clientRoutes.productListsEdit,
      clientRoutes.productListsProducts,
      clientRoutes.productListsUpload,
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

/**
 * What the app composes: the catalogue screens (lists, products, selection, mapping, finder, retailers, partners)
 * and, on every signed-in screen, the product list processing poll with its finished dialog (spec 3 §4.3).
 */
export const productsFeature = {
  id: 'products',
  routes: productsRoutes,
  navItems,
  contributions: {
    'layout.background': [
      { id: 'product-list-processing', load: () => import('./components/ProcessingWatcher/ProcessingWatcher') },
    ],
  },
} satisfies AppFeature;

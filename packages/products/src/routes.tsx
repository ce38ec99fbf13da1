import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/**
 * Retailers and partners. /admin/retailer/ is also in the product-management area; its pages and the ones outside
 * it guard themselves with AdminOnly (system admins, resp. administrators of the customer), which `pageAccess`
 * states for the menu's reachability check.
 */
const systemAdminPage = { layout: 'main', access: 'signed-in', pageAccess: 'system-admin' } as const;
const adminPage = { layout: 'main', access: 'signed-in', pageAccess: 'admin' } as const;
const retailersAndPartnersRoutes: RouteObject[] = [
  {
    path: clientRoutes.adminRetailer,
    lazy: () => import('./pages/retailers/RetailerListPage'),
    handle: systemAdminPage,
  },
  {
    path: clientRoutes.adminRetailerCreate,
    lazy: () => import('./pages/retailers/RetailerFormPage'),
    handle: systemAdminPage,
  },
  {
    path: clientRoutes.adminRetailerEdit,
    lazy: () => import('./pages/retailers/RetailerFormPage'),
    handle: systemAdminPage,
  },
  {
    path: clientRoutes.adminRetailerDetails,
    lazy: () => import('./pages/retailers/RetailerDetailsPage'),
    handle: systemAdminPage,
  },
  {
    path: clientRoutes.retailerConfiguration,
    lazy: () => import('./pages/retailers/RetailerConfigurationPage'),
    handle: adminPage,
  },
  {
    path: clientRoutes.partnerIntegration,
    lazy: () => import('./pages/partnerIntegration/PartnerIntegrationPage'),
    handle: adminPage,
  },
];

/** Product selection and product mapping (spec 3 §2.7, §2.8); the server checks the same scopes. */
const selectionAndMappingRoutes: RouteObject[] = [
  {
    path: clientRoutes.productSelection,
    lazy: () => import('./pages/productSelection/ProductSelectionPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  {
    path: clientRoutes.productMapping,
    lazy: () => import('./pages/productMapping/ProductMappingPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
];

/** Product lists: the table, add and edit, a list's products and its file upload. */
const productListsRoutes: RouteObject[] = (
  [
    [clientRoutes.productLists, () => import('./pages/productLists/ProductListsPage')],
    [clientRoutes.productListsAdd, () => import('./pages/productLists/ProductListFormPage')],
    [clientRoutes.productListsEdit, () => import('./pages/productLists/ProductListFormPage')],
    [clientRoutes.productListsProducts, () => import('./pages/productLists/ProductListProductsPage')],
    [clientRoutes.productListsUpload, () => import('./pages/productLists/ProductListUploadPage')],
  ] as const
).map(([path, lazy]) => ({ path, lazy, handle: { layout: 'main', access: 'signed-in' } }));

/** The products admin and its sub-screens, and the product finder. */
const productsAdminHandle = { layout: 'main', access: 'signed-in' } as const;
const productsAdminRoutes: RouteObject[] = [
  {
    path: clientRoutes.productsAdmin,
    lazy: () => import('./pages/productsAdmin/ProductsAdminPage'),
    handle: productsAdminHandle,
  },
  {
    path: clientRoutes.productsAdminAssortment,
    lazy: () => import('./pages/productsAdmin/ProductAssortmentPage'),
    handle: productsAdminHandle,
  },
  {
    path: clientRoutes.productsAdminAttributes,
    lazy: () => import('./pages/productsAdmin/ProductAttributesPage'),
    handle: productsAdminHandle,
  },
  {
    path: clientRoutes.productsAdminTags,
    lazy: () => import('./pages/productsAdmin/ProductTagsPage'),
    handle: productsAdminHandle,
  },
  {
    path: clientRoutes.productFinder,
    lazy: () => import('./pages/productFinder/ProductFinderPage'),
    handle: productsAdminHandle,
  },
];

/**
 * The catalogue screens in the main layout. Every path under `/admin/`, `/product-mapping/` and `/product-finder/`
 * sits behind the product-access guard, which the app applies by path.
 */
export const productsRoutes: RouteObject[] = [
  ...productsAdminRoutes,
  ...productListsRoutes,
  ...retailersAndPartnersRoutes,
  ...selectionAndMappingRoutes,
];

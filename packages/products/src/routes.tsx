import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/**
 * Retailers and partners. /admin/retailer/ is also in the product-management area; its pages and the ones outside
 * it guard themselves with AdminOnly (system admins, resp. administrators of the customer).
 */
const retailersAndPartnersRoutes: RouteObject[] = [
  { path: clientRoutes.adminRetailer, lazy: () => import('./pages/retailers/RetailerListPage') },
  { path: clientRoutes.adminRetailerCreate, lazy: () => import('./pages/retailers/RetailerFormPage') },
  { path: clientRoutes.adminRetailerEdit, lazy: () => import('./pages/retailers/RetailerFormPage') },
  { path: clientRoutes.adminRetailerDetails, lazy: () => import('./pages/retailers/RetailerDetailsPage') },
  { path: clientRoutes.retailerConfiguration, lazy: () => import('./pages/retailers/RetailerConfigurationPage') },
  { path: clientRoutes.partnerIntegration, lazy: () => import('./pages/partnerIntegration/PartnerIntegrationPage') },
].map((route) => ({ ...route, handle: { layout: 'main', access: 'signed-in' } }));

/**
 * The catalogue screens in the main layout. Every path under `/admin/`, `/product-mapping/` and `/product-finder/`
 * sits behind the product-access guard, which the app applies by path.
 */
export const productsRoutes: RouteObject[] = [...retailersAndPartnersRoutes];

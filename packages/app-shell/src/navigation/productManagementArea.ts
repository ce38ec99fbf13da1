import { clientRoutes } from '@shelfsight/contracts';

/**
 * The product-management area of spec 1 §4, by path: every client route under these prefixes sits
 * behind the product-access guard, whichever feature provides it and whether it exists yet. A rule by
 * path (not a flag on each route) means a new screen there cannot forget the guard.
 */
export const productManagementPrefixes: readonly string[] = [
  '/admin/',
  '/product-mapping/',
  '/product-finder/',
  clientRoutes.uploadDataSet,
];

export function isProductManagementPath(path: string | undefined): boolean {
  return path !== undefined && productManagementPrefixes.some((prefix) => path.startsWith(prefix));
}

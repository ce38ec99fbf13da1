import type { Db } from '../db/database';
import { grantsInCustomer } from './customerPrivileges';

/** Which retailers' data a user may see in one customer. */
export type RetailerAccess = { all: true } | { all: false; retailerIds: number[] };

/**
 * THE place every data query asks which retailers a user may see in a customer; market-fact and
 * catalogue queries apply its answer as their retailer filter and never read privileges themselves.
 *
 * - System admins, users whose roles carry DISABLE_DATA_FILTER, and users with no ACCESS grant at
 *   all see every retailer (ACCESS narrows; having none means no narrowing).
 * - Otherwise only the retailers named by their ACCESS grants (entity RETAILER), across all roles.
 */
export async function retailerAccess(
  db: Db,
  user: { id: number; isSystemAdmin: boolean },
  customerId: number,
): Promise<RetailerAccess> {
  if (user.isSystemAdmin) return { all: true };
  const grants = await grantsInCustomer(db, customerId, user.id);
  if (grants.some((grant) => grant.type === 'DISABLE_DATA_FILTER')) return { all: true };
  const access = grants.filter((grant) => grant.type === 'ACCESS');
  if (access.length === 0) return { all: true };
  const ids = new Set<number>();
  for (const grant of access) {
    if (grant.entityId !== null && (grant.entityType ?? 'RETAILER') === 'RETAILER') ids.add(grant.entityId);
  }
  return { all: false, retailerIds: [...ids].sort((a, b) => a - b) };
}

/** Narrows a list of retailer ids to those the access allows. */
export function allowedRetailers(access: RetailerAccess, retailerIds: readonly number[]): number[] {
  if (access.all) return [...retailerIds];
  const allowed = new Set(access.retailerIds);
  return retailerIds.filter((id) => allowed.has(id));
}

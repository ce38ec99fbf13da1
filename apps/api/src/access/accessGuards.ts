import { userManagementMessages } from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { HttpError } from '../lib/httpError';
import { partnerTokenMessages } from '@shelfsight/contracts';
import { grantsInCustomer, isCustomerAdmin } from './customerPrivileges';

/** System admins, administrators of the customer and holders of PRODUCT_MANAGEMENT (spec 1 §4, §6). */
export async function mayManageProducts(
  db: Db,
  user: { id: number; isSystemAdmin: boolean },
  customerId: number,
): Promise<boolean> {
  if (user.isSystemAdmin) return true;
  if (await isCustomerAdmin(db, customerId, user.id)) return true;
  const grants = await grantsInCustomer(db, customerId, user.id);
  return grants.some((grant) => grant.type === 'PRODUCT_MANAGEMENT');
}

/**
 * A preHandler for product-management routes (customer-scoped, so the scope guard has already run):
 * `app.get(path, { preHandler: productManagementGuard(app.db) }, handler)`. Others get 403.
 */
export function productManagementGuard(db: Db) {
  return async (request: FastifyRequest) => {
    if (!request.user || request.customerId === null) throw new HttpError(401, 'Authentication required');
    // A partner token reaching here has passed its scope check (the ingestion routes ask for 'ingest').
    if (request.partnerToken) return;
    if (!(await mayManageProducts(db, request.user, request.customerId))) {
      throw new HttpError(403, userManagementMessages.productManagementOnly);
    }
  };
}

/** The same rule for user and role management, without product managers: admins and system admins. */
export function customerAdminGuard(db: Db) {
  return async (request: FastifyRequest) => {
    if (!request.user || request.customerId === null) throw new HttpError(401, 'Authentication required');
    if (request.partnerToken) throw new HttpError(403, partnerTokenMessages.noAdministration);
    if (request.user.isSystemAdmin) return;
    if (!(await isCustomerAdmin(db, request.customerId, request.user.id))) {
      throw new HttpError(403, userManagementMessages.adminsOnly);
    }
  };
}

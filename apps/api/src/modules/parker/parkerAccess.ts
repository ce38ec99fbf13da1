import { parkerMessages } from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accessCacheOf } from '../../access/accessCache';
import { grantsInCustomer } from '../../access/customerPrivileges';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema';
import { HttpError } from '../../lib/httpError';

/**
 * Parker needs the user's PARKER_ACCESS privilege and the customer's parkerStatus 'enabled' (spec 3 §4.7, §6);
 * anyone else, partner tokens included, gets 403. Runs after the customer-scope guard.
 */
export function parkerGuard(db: Db) {
  return async (request: FastifyRequest) => {
    const user = request.user;
    const customerId = request.customerId;
    if (!user || customerId === null) throw new HttpError(401, 'Authentication required');
    if (request.partnerToken) throw new HttpError(403, parkerMessages.noAccess);
    const readStatus = async () => {
      const [customer] = await db
        .select({ parkerStatus: customers.parkerStatus })
        .from(customers)
        .where(eq(customers.id, customerId))
        .limit(1);
      return customer?.parkerStatus ?? null;
    };
    // Kept with the rest of the caller's access (a customer write drops it), so a question reads no access rows.
    const cache = accessCacheOf(db);
    const status = await (cache ? cache.view('parkerStatus', user.id, customerId, readStatus) : readStatus());
    const grants = await grantsInCustomer(db, customerId, user.id);
    if (status !== 'enabled' || !grants.some((grant) => grant.type === 'PARKER_ACCESS'))
      throw new HttpError(403, parkerMessages.noAccess);
  };
}

import { apiPaths, customerAccessMessages } from '@shelfsight/contracts';
import type { Db } from '../db/database';
import { HttpError } from '../lib/httpError';
import { type CallingUser, scopedAccess } from './customerAccess.repository';

export const CUSTOMER_SCOPE_PREFIX = apiPaths.customerScope;

export function isCustomerScoped(url: string): boolean {
  return url === CUSTOMER_SCOPE_PREFIX || url.startsWith(`${CUSTOMER_SCOPE_PREFIX}/`);
}

/**
 * The customer-scope rule: only active, unexpired members of the customer and system admins pass;
 * everyone else gets 403. A customer that ran out answers 'trial_expired', one with setup pending
 * 'customer_pending_setup' (system admins pass both). Used by the guard of the customer-scoped routes
 * and by the routes that still take the customer from the body.
 */
export async function requireCustomerAccess(db: Db, user: CallingUser, customerId: number): Promise<void> {
  const access = await scopedAccess(db, user, customerId);
  if (!access) throw new HttpError(403, customerAccessMessages.noAccess);
  // Distinct bodies so the browser can send the user to /customer-activation/.
  if (!user.isSystemAdmin && !access.inForce) throw new HttpError(403, customerAccessMessages.trialExpired);
  if (!user.isSystemAdmin && access.pendingSetup) throw new HttpError(403, customerAccessMessages.pendingSetup);
}

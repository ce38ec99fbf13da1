import { apiPaths, customerAccessMessages } from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/httpError';
import { scopedAccess } from '../modules/customers/customerAccess.repository';

export const CUSTOMER_SCOPE_PREFIX = apiPaths.customerScope;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every /api/customer/:customerId/* route once access is proven. */
    customerId: number | null;
  }
}

function isCustomerScoped(url: string): boolean {
  return url === CUSTOMER_SCOPE_PREFIX || url.startsWith(`${CUSTOMER_SCOPE_PREFIX}/`);
}

/**
 * The one guard for tenant routes: it attaches itself to every route registered under
 * /api/customer/:customerId, so no module can forget it. Only active, unexpired members of that
 * customer and system admins pass; everyone else gets 403. A customer that ran out answers
 * 'trial_expired', one with setup pending 'customer_pending_setup' (system admins pass both).
 */
export const customerScopePlugin = fp(
  async (app) => {
    app.decorateRequest('customerId', null);

    async function guard(request: FastifyRequest) {
      const raw = (request.params as Record<string, string | undefined>).customerId ?? '';
      const customerId = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
      const user = request.user;
      if (!user) throw new HttpError(401, 'Authentication required');
      if (!Number.isInteger(customerId)) throw new HttpError(403, customerAccessMessages.noAccess);
      const access = await scopedAccess(app.db, user, customerId);
      if (!access) throw new HttpError(403, customerAccessMessages.noAccess);
      // Distinct bodies so the browser can send the user to /customer-activation/.
      if (!user.isSystemAdmin && !access.inForce) throw new HttpError(403, customerAccessMessages.trialExpired);
      if (!user.isSystemAdmin && access.pendingSetup) throw new HttpError(403, customerAccessMessages.pendingSetup);
      request.customerId = customerId;
    }

    app.addHook('onRoute', (route) => {
      if (!isCustomerScoped(route.url)) return;
      // onRequest, before body parsing and validation: another tenant learns nothing, not even a 400.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [app.authenticate, guard, ...existing];
    });
  },
  { name: 'customer-scope', dependencies: ['auth'] },
);

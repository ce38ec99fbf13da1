import { customerAccessMessages } from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isCustomerScoped, requireCustomerAccess } from '../access/customerScope';
import { HttpError } from '../lib/httpError';
import { checkPartnerTokenRoute } from '../access/partnerTokens';
import { scopedAccess } from '../access/customerAccess.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every /api/customer/:customerId/* route once access is proven. */
    customerId: number | null;
  }
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
      if (request.partnerToken) {
        checkPartnerTokenRoute(request, request.partnerToken, customerId);
        // The token acts for the customer, not as a member: only the customer's own state counts.
        const access = await scopedAccess(app.db, { id: user.id, isSystemAdmin: true }, customerId);
        if (!access) throw new HttpError(403, customerAccessMessages.noAccess);
        if (!access.inForce) throw new HttpError(403, customerAccessMessages.trialExpired);
        if (access.pendingSetup) throw new HttpError(403, customerAccessMessages.pendingSetup);
      } else {
        await requireCustomerAccess(app.db, user, customerId);
      }
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

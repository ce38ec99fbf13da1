import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { customerUsers } from '../db/schema';
import { HttpError } from '../lib/httpError';

export const CUSTOMER_SCOPE_PREFIX = '/api/customer/:customerId';

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
 * customer and system admins pass; everyone else gets 403.
 */
export const customerScopePlugin = fp(
  async (app) => {
    app.decorateRequest('customerId', null);

    async function guard(request: FastifyRequest) {
      const raw = (request.params as Record<string, string | undefined>).customerId ?? '';
      const customerId = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
      const user = request.user;
      if (!user) throw new HttpError(401, 'Authentication required');
      if (!Number.isInteger(customerId)) throw new HttpError(403, 'You do not have access to this customer');
      if (!user.isSystemAdmin) {
        const [membership] = await app.db
          .select({ userId: customerUsers.userId })
          .from(customerUsers)
          .where(
            and(
              eq(customerUsers.customerId, customerId),
              eq(customerUsers.userId, user.id),
              eq(customerUsers.isActive, true),
              or(isNull(customerUsers.expirationDate), gt(customerUsers.expirationDate, sql`now()`)),
            ),
          );
        if (!membership) throw new HttpError(403, 'You do not have access to this customer');
      }
      request.customerId = customerId;
    }

    app.addHook('onRoute', (route) => {
      if (!isCustomerScoped(route.url)) return;
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [app.authenticate, guard, ...existing];
    });
  },
  { name: 'customer-scope', dependencies: ['auth'] },
);

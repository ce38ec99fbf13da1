import { notificationPaths, userManagementMessages } from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/httpError';
import { grantsInCustomer } from './customerPrivileges';
import { isCustomerScoped } from './customerScope';

const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A user's own inbox is not customer data: read-only users may still mark and clear their notifications. */
const PERSONAL_ROUTES = new Set<string>([
  `DELETE ${notificationPaths.notifications}`,
  `DELETE ${notificationPaths.notification}`,
  `PATCH ${notificationPaths.toggleAllRead}`,
  `PATCH ${notificationPaths.toggleRead}`,
]);
const isPersonal = (method: string | string[], url: string) =>
  [method].flat().every((m) => PERSONAL_ROUTES.has(`${m.toUpperCase()} ${url}`));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on a customer-scoped write that read-only users may still call (their own state). */
    readOnlyAllowed?: boolean;
    /** Set on a customer-scoped GET that changes data because the spec gives it GET; guarded like a write. */
    writesOnGet?: boolean;
  }
}

function isWrite(method: string | string[]): boolean {
  return [method].flat().some((m) => !READING.has(m.toUpperCase()));
}

/**
 * The one enforcement of READ_ONLY (spec 1 §3): every customer-scoped route that writes refuses a
 * user whose roles in that customer carry READ_ONLY, with 403. It attaches itself, like the scope
 * guard, to every route under /api/customer/:customerId, after that guard has proven membership.
 * System admins hold no roles and are never read-only.
 */
export const readOnlyGuardPlugin = fp(
  async (app) => {
    async function refuseReadOnly(request: FastifyRequest) {
      const user = request.user;
      // A partner token's writes are decided by its scopes (partnerTokens.ts), not by its creator's roles.
      if (!user || user.isSystemAdmin || request.customerId === null || request.partnerToken) return;
      const grants = await grantsInCustomer(app.db, request.customerId, user.id);
      if (grants.some((grant) => grant.type === 'READ_ONLY')) throw new HttpError(403, userManagementMessages.readOnly);
    }

    app.addHook('onRoute', (route) => {
      const url = route.url;
      if (!isCustomerScoped(url)) return;
      if (
        !(isWrite(route.method) || route.config?.writesOnGet) ||
        isPersonal(route.method, url) ||
        route.config?.readOnlyAllowed
      )
        return;
      // Runs after the scope guard's hooks, which this plugin's registration order guarantees.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, refuseReadOnly];
    });
  },
  { name: 'read-only-guard', dependencies: ['customer-scope'] },
);

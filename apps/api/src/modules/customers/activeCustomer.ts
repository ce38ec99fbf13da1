import { ACTIVE_CUSTOMER_HEADER } from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/httpError';

/**
 * The active customer the browser names in the X-Customer-Id header, or null. Only a hint: the
 * server still computes roles from memberships, so naming a foreign customer grants nothing.
 */
export function activeCustomerOf(request: FastifyRequest): number | null {
  const raw = request.headers[ACTIVE_CUSTOMER_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The caller of a customer-scoped route as repositories filter by it. The scope guard has run, so the
 * user and the customer are set; a route mounted without the guard answers 401 rather than guess.
 */
export function scopedViewer(request: FastifyRequest): { customerId: number; userId: number; isSystemAdmin: boolean } {
  if (!request.user || request.customerId === null) throw new HttpError(401, 'Authentication required');
  return { customerId: request.customerId, userId: request.user.id, isSystemAdmin: request.user.isSystemAdmin };
}

import { ACTIVE_CUSTOMER_HEADER } from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The active customer the browser names in the X-Customer-Id header, or null. Only a hint: the
 * server still computes roles from memberships, so naming a foreign customer grants nothing.
 */
export function activeCustomerOf(request: FastifyRequest): number | null {
  const raw = request.headers[ACTIVE_CUSTOMER_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

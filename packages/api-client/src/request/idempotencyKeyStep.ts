import { IDEMPOTENCY_KEY_HEADER } from '@shelfsight/contracts';
import { nanoid } from 'nanoid';
import type { ApiRequest } from '../http';
import type { RequestStep } from './requestStep';

/**
 * A fresh Idempotency-Key for every POST, so a create whose answer was lost can be sent again
 * without creating twice. Made once per call: every resend of that call carries the same key.
 * Routes that are not creates ignore it. nanoid, not crypto.randomUUID: the latter exists only on
 * https or localhost, and the app may be opened over plain http on a local network.
 */
export function idempotencyHeaders(method: ApiRequest['method']): Record<string, string> {
  return method === 'POST' ? { [IDEMPOTENCY_KEY_HEADER]: nanoid() } : {};
}

/** Before the auth retry step, so the resend after a token refresh is the same create and keeps its key. */
export const idempotencyKeyStep: RequestStep = (context, next) => {
  context.headers = { ...context.headers, ...idempotencyHeaders(context.request.method) };
  return next();
};

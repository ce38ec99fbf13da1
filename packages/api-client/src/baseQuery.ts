import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiPaths } from '@shelfsight/contracts';
import { apiTarget } from './apiTarget';
import { waitForActiveCustomer } from './activeCustomerWait';
import { takeBatchedAnswer } from './batchedPosts';
import { takeEarlyGet } from './earlyGets';
import { acquireSlot, releaseSlot } from './inFlightSlots';
import { sendAuthorized, type TokenAccess } from './authRetry';
import { cancelledError, fetchError, type ApiQueryError } from './errors';
import {
  activeCustomerHeaders,
  authHeaders,
  http,
  idempotencyHeaders,
  readBody,
  resolvePath,
  toBody,
  toSearchParams,
  type ApiRequest,
} from './http';
import { tokenRefreshed, type SessionState } from './session/sessionSlice';

/** The login answers 401 for wrong credentials: that is a form message, not an ended session. */
const UNAUTHORIZED_EXEMPT_PATHS = new Set([apiTarget(apiPaths.login).url]);

// The controller of the latest request per endpoint that asked to supersede its predecessor.
const supersedable = new Map<string, AbortController>();

const sessionOf = (api: BaseQueryApi): SessionState => (api.getState() as { session: SessionState }).session;

const tokensOf = (api: BaseQueryApi): TokenAccess => ({
  getToken: () => sessionOf(api).token,
  onTokenRefreshed: (token) => api.dispatch(tokenRefreshed(token)),
});

/**
 * ky-based base query: bearer token, customer substitution (waiting for the customer bootstrap), an
 * Idempotency-Key on every POST, one silent refresh on 401, 429 reporting, cancellation of superseded
 * requests (resolved as a CANCELLED error, never thrown), and the secondary client's 5-in-flight limit for
 * requests marked `secondary`. An answer that left early (startEarlyGets) or in a batch (startBatchedPosts) is
 * taken up instead of asking again.
 */
export const kyBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiQueryError> = async (arg, api) => {
  const request: ApiRequest = typeof arg === 'string' ? { url: arg } : arg;
  let path: string;
  try {
    const customerId = request.customerScoped ? await waitForActiveCustomer(api) : sessionOf(api).activeCustomerId;
    path = resolvePath(request.url, request.customerScoped, customerId);
  } catch (error) {
    return { error: fetchError(error) };
  }

  // The page's first data may have left at start-up already (startEarlyGets): a successful answer is this one's.
  const early = (request.method ?? 'GET') === 'GET' && request.params === undefined ? takeEarlyGet(path) : undefined;
  const earlyAnswer = early ? await early : null;
  if (earlyAnswer) return earlyAnswer;
  // One of a burst may have been asked for in a batch (startBatchedPosts): its line is this one's answer.
  const batched = request.secondary && request.method === 'POST' ? takeBatchedAnswer(path, request.body) : undefined;
  const batchedAnswer = batched ? await batched : null;
  if (batchedAnswer) return batchedAnswer;

  const controller = new AbortController();
  const abort = () => controller.abort();
  api.signal.addEventListener('abort', abort);
  if (request.cancelPrevious) {
    supersedable.get(api.endpoint)?.abort();
    supersedable.set(api.endpoint, controller);
  }

  // Outside `send`: the resend after a token refresh is the same create and keeps its key.
  const idempotency = idempotencyHeaders(request.method);
  const slotted = request.secondary === true && (await acquireSlot(controller.signal));
  try {
    if (request.secondary && !slotted) return { error: cancelledError() };
    const response = await sendAuthorized(
      (token) =>
        http()(path, {
          method: request.method ?? 'GET',
          headers: {
            ...authHeaders(token),
            ...activeCustomerHeaders(sessionOf(api).activeCustomerId),
            ...idempotency,
          },
          searchParams: toSearchParams(request.params),
          signal: controller.signal,
          ...toBody(request.body),
        }),
      tokensOf(api),
      UNAUTHORIZED_EXEMPT_PATHS.has(path),
    );
    const data = await readBody(response);
    return response.ok ? { data } : { error: { status: response.status, data } };
  } catch (error) {
    return { error: controller.signal.aborted ? cancelledError() : fetchError(error) };
  } finally {
    if (slotted) releaseSlot();
    api.signal.removeEventListener('abort', abort);
    if (supersedable.get(api.endpoint) === controller) supersedable.delete(api.endpoint);
  }
};

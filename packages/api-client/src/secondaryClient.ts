import { sendAuthorized } from './authRetry';
import { cancelledError, fetchError, type ApiQueryError } from './errors';
import { authHeaders, http, readBody, resolvePath, toBody, toSearchParams, type ApiRequest } from './http';
import { acquireSlot, releaseSlot, slotsInFlight } from './inFlightSlots';
import { boundSessionStore } from './session/activeStore';
import { tokenRefreshed } from './session/sessionSlice';

export interface SecondaryRequest extends Omit<ApiRequest, 'cancelPrevious' | 'secondary'> {
  signal?: AbortSignal;
}

export type SecondaryResult<T> = { data: T } | { error: ApiQueryError };

/**
 * Sends a request on the throttled client, for bursts of calls such as one per widget or product.
 * Resolves (never rejects) with `{ data }` or `{ error }`, so it fits an RTK Query `queryFn`.
 */
async function request<T = unknown>(req: SecondaryRequest): Promise<SecondaryResult<T>> {
  const store = boundSessionStore();
  let path: string;
  try {
    path = resolvePath(req.url, req.customerScoped, store.getState().session.activeCustomerId);
  } catch (error) {
    return { error: fetchError(error) };
  }
  if (!(await acquireSlot(req.signal))) return { error: cancelledError() };
  try {
    const response = await sendAuthorized(
      (token) =>
        http()(path, {
          method: req.method ?? 'GET',
          headers: authHeaders(token),
          searchParams: toSearchParams(req.params),
          signal: req.signal,
          ...toBody(req.body),
        }),
      {
        getToken: () => store.getState().session.token,
        onTokenRefreshed: (token) => store.dispatch(tokenRefreshed(token)),
      },
    );
    const data = await readBody(response);
    return response.ok ? { data: data as T } : { error: { status: response.status, data } };
  } catch (error) {
    return { error: req.signal?.aborted ? cancelledError() : fetchError(error) };
  } finally {
    releaseSlot();
  }
}

export const secondaryClient = {
  request,
  /** Requests currently on the wire (never more than SECONDARY_CLIENT_MAX_IN_FLIGHT). */
  inFlight: slotsInFlight,
};

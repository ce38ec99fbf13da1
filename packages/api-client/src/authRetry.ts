import { apiPaths } from '@shelfsight/contracts';
import { apiTarget } from './apiTarget';
import { getApiClientConfig } from './config';
import { http, readBody } from './http';
import { tokenOf } from './session/shapeGuards';

let pendingRefresh: Promise<string | null> | null = null;

/**
 * Asks for a new access token with the httpOnly refresh cookie. Concurrent callers share one call:
 * refresh tokens rotate with reuse detection, so a second parallel refresh would end the session.
 */
export function refreshAccessToken(): Promise<string | null> {
  pendingRefresh ??= (async () => {
    try {
      const response = await http().post(apiTarget(apiPaths.refreshToken).url);
      if (!response.ok) return null;
      return tokenOf(await readBody(response));
    } catch {
      return null;
    } finally {
      pendingRefresh = null;
    }
  })();
  return pendingRefresh;
}

export interface TokenAccess {
  getToken(): string | null;
  onTokenRefreshed(token: string): void;
}

/**
 * Sends with the current token. On a 401 it tries one silent refresh (only when a token existed) and
 * resends; a 401 that survives that ends the session through onUnauthorized. Any 429 reports the rate
 * limit. `exemptFromUnauthorized` is for calls whose 401 is a form answer, such as the login itself.
 */
export async function sendAuthorized(
  send: (token: string | null) => Promise<Response>,
  tokens: TokenAccess,
  exemptFromUnauthorized = false,
): Promise<Response> {
  const token = tokens.getToken();
  let response = await send(token);
  if (response.status === 401 && !exemptFromUnauthorized) {
    let next: string | null = null;
    if (token) {
      // Another request may have refreshed the token while this one was in flight.
      const current = tokens.getToken();
      next = current && current !== token ? current : await refreshAccessToken();
    }
    if (next) {
      if (next !== tokens.getToken()) tokens.onTokenRefreshed(next);
      response = await send(next);
    }
    if (response.status === 401) getApiClientConfig().onUnauthorized();
  }
  if (response.status === 429) getApiClientConfig().onRateLimited({ retryAfterSeconds: retryAfterOf(response) });
  return response;
}

/** Retry-After as seconds: either a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

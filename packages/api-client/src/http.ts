import { ACTIVE_CUSTOMER_HEADER, apiPaths, buildPath } from '@shelfsight/contracts';
import ky from 'ky';
import { getApiClientConfig } from './config';

/** What an endpoint's `query` returns. `url` is relative to the API root, e.g. 'auth/user'. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
  /** Prefix the path with customer/{activeCustomerId}/. */
  customerScoped?: boolean;
  /**
   * Abort the previous in-flight request of the same endpoint; a string narrows that to the endpoint's requests
   * with the same key (one count per retailer supersedes only that retailer's previous count).
   */
  cancelPrevious?: boolean | string;
  /**
   * One of a burst (a call per widget): waits for a slot of the secondary client, so at most 5 such
   * requests are on the wire at once (spec: secondary request client).
   */
  secondary?: boolean;
}

/** The API root the base URL points at; contract paths start with it, request urls are relative to it. */
export const API_ROOT = '/api/';

export class MissingCustomerError extends Error {
  constructor(url: string) {
    super(`No active customer for the customer-scoped call '${url}'.`);
    this.name = 'MissingCustomerError';
  }
}

export function resolvePath(url: string, customerScoped: boolean | undefined, customerId: number | null): string {
  const path = url.replace(/^\/+/, '');
  if (!customerScoped) return path;
  if (customerId === null) throw new MissingCustomerError(url);
  return `${buildPath(apiPaths.customerScope, { customerId }).slice(API_ROOT.length)}/${path}`;
}

export function toSearchParams(params: ApiRequest['params']): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search;
}

/** JSON for plain data; FormData, Blob and strings go out as they are. */
export function toBody(body: unknown): { body?: BodyInit; json?: unknown } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return { body };
  return { json: body };
}

// Resolved against the page here rather than by fetch, so hosts whose Request needs absolute URLs
// (test environments) behave like the browser.
function absoluteBase(baseUrl: string): string {
  const page = globalThis.location?.href;
  return page ? new URL(baseUrl, page).href : baseUrl;
}

/**
 * The shared ky instance: no retries (a retried 429 or 401 would hide it from the handlers), no timeout
 * (widget queries may legitimately be slow), cookies included for the refresh token, status checks left
 * to the caller.
 */
export function http() {
  const config = getApiClientConfig();
  return ky.create({
    prefixUrl: absoluteBase(config.baseUrl),
    credentials: 'include',
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    fetch: config.fetch,
  });
}

export function authHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Names the active customer so sign-in and the current user answer roles and scopes for it. */
export function activeCustomerHeaders(customerId: number | null): Record<string, string> {
  return customerId === null ? {} : { [ACTIVE_CUSTOMER_HEADER]: String(customerId) };
}

/** Reads an answer as JSON when it is JSON, text otherwise, null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

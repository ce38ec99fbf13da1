export interface RateLimitInfo {
  /** Seconds until the server accepts the call again; null when it did not say. */
  retryAfterSeconds: number | null;
}

export interface ApiClientConfig {
  /** Called on a 401 that a silent token refresh could not cure; the app logs out and reloads. */
  onUnauthorized(): void;
  /** Called on any 429 with the server's Retry-After; the app navigates to the rate-limit page. */
  onRateLimited(info: RateLimitInfo): void;
  /** Where the API lives; relative URLs resolve against the page. */
  baseUrl?: string;
  /** Replaces the global fetch, for tests and non-browser hosts. */
  fetch?: typeof fetch;
}

const defaults: Required<ApiClientConfig> = {
  onUnauthorized: () => {},
  onRateLimited: () => {},
  baseUrl: '/api',
  // Looked up per call so a fetch patched after import (by a test server, for instance) is honoured.
  fetch: (input, init) => globalThis.fetch(input, init),
};

let current: Required<ApiClientConfig> = { ...defaults };

/** Binds the app's reactions to auth and rate-limit failures. Later calls replace earlier ones. */
export function configureApiClient(config: ApiClientConfig): void {
  current = { ...defaults, ...config };
}

export function getApiClientConfig(): Required<ApiClientConfig> {
  return current;
}

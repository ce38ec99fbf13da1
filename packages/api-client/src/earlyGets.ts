import { activeCustomerHeaders, API_ROOT, authHeaders, http } from './http';
import type { PreloadStore } from './routePreload';

/** How long an early answer waits to be taken up: later, a query asks the server afresh. */
export const EARLY_GET_KEEP_MS = 10_000;

interface EarlyGet {
  response: Promise<Response | null>;
  startedAt: number;
}

// Keyed by the request's path below the API root, as the base query resolves it (`customer/5/dashboard/10`).
const started = new Map<string, EarlyGet>();

/**
 * Sends GETs of the API at once, with the session's token and active customer, for a query that will ask for the
 * same path to take up (see takeEarlyGet). For the page's first address, whose data the address alone names: the
 * requests leave at start-up instead of after the screen's code has arrived. Nothing is sent without a session.
 * `paths` are full contract paths with their params filled in (`/api/customer/5/dashboard/10`). Returns the
 * paths sent.
 */
export function startEarlyGets({ getState }: PreloadStore, paths: readonly string[]): string[] {
  const { token, activeCustomerId } = getState().session;
  if (!token) return [];
  const sent: string[] = [];
  for (const path of paths) {
    if (!path.startsWith(API_ROOT)) continue;
    const key = path.slice(API_ROOT.length);
    const response = http()(key, {
      headers: { ...authHeaders(token), ...activeCustomerHeaders(activeCustomerId) },
    }).catch(() => null);
    started.set(key, { response, startedAt: Date.now() });
    sent.push(path);
  }
  return sent;
}

/**
 * The early answer for a GET of `path` (below the API root), once: a successful one is the query's answer; a failed
 * or refused one (an expired token, say) is dropped, and the query asks the server itself, with its refresh and
 * error handling. Undefined at once when none was started or it is older than EARLY_GET_KEEP_MS, so other
 * requests wait for nothing.
 */
export function takeEarlyGet(path: string, now = Date.now()): Promise<Response | undefined> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  if (now - early.startedAt > EARLY_GET_KEEP_MS) return undefined;
  return early.response.then((response) => (response?.ok ? response : undefined));
}

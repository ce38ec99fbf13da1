import { activeCustomerHeaders, API_ROOT, authHeaders, http, readBody } from './http';
import type { SessionStore } from './session/activeStore';

/** How long an early answer waits to be taken up: later, a query asks the server afresh. */
export const EARLY_GET_KEEP_MS = 10_000;

/** A successful early answer's body, read as it arrives; null for a refused or failed request. */
type EarlyAnswer = { data: unknown } | null;

interface EarlyGet {
  answer: Promise<EarlyAnswer>;
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
export function startEarlyGets({ getState }: SessionStore, paths: readonly string[]): string[] {
  const { token, activeCustomerId } = getState().session;
  if (!token) return [];
  const sent: string[] = [];
  for (const path of paths) {
    if (!path.startsWith(API_ROOT)) continue;
    const key = path.slice(API_ROOT.length);
    // The body is read as soon as it arrives, in a gap of the busy start-up, not when the query takes it up.
    const answer = http()(key, { headers: { ...authHeaders(token), ...activeCustomerHeaders(activeCustomerId) } })
      .then(async (response): Promise<EarlyAnswer> => (response.ok ? { data: await readBody(response) } : null))
      .catch(() => null);
    started.set(key, { answer, startedAt: Date.now() });
    sent.push(path);
  }
  return sent;
}

/**
 * The early answer for a GET of `path` (below the API root), once: a successful one is the query's answer; a failed
 * or refused one (an expired token, say) is null, and the query asks the server itself, with its refresh and
 * error handling. Undefined at once when none was started or it is older than EARLY_GET_KEEP_MS, so other
 * requests wait for nothing.
 */
export function takeEarlyGet(path: string, now = Date.now()): Promise<EarlyAnswer> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  if (now - early.startedAt > EARLY_GET_KEEP_MS) return undefined;
  return early.answer;
}

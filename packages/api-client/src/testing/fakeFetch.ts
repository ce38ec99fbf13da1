/** Test helpers: a fetch that records requests and answers through a handler. Not exported by the package. */
import { configureApiClient, type ApiClientConfig } from '../config';
import type { SessionState } from '../session/sessionSlice';
import { makeStore } from '../store';

export type Handler = (request: Request) => Response | Promise<Response>;

export function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    // Keep an unread copy so tests can inspect the body whatever the handler does with the original.
    requests.push(request.clone());
    return handler(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A response held open until released; it rejects like a real fetch when the request is aborted. */
export function held(request: Request) {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve, reject) => {
    release = resolve;
    request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
  return { promise, release };
}

export const pathOf = (request: Request): string => new URL(request.url).pathname;

/**
 * Points the api client at a fake server answering through `handler` (base URL http://shop.test/api) and makes a
 * store with `session`; the client's 401 and 429 reactions are the given ones, else do nothing.
 */
export function storeOnFakeServer(
  handler: Handler,
  session: SessionState,
  reactions: Partial<Pick<ApiClientConfig, 'onUnauthorized' | 'onRateLimited'>> = {},
) {
  const fake = fakeFetch(handler);
  configureApiClient({
    onUnauthorized: reactions.onUnauthorized ?? (() => undefined),
    onRateLimited: reactions.onRateLimited ?? (() => undefined),
    baseUrl: 'http://shop.test/api',
    fetch: fake.fetch,
  });
  return { store: makeStore({ session }), requests: fake.requests };
}

import { vi } from 'vitest';
import { configureApiClient, type ApiClientConfig } from '../config';

type Handler = (request: Request) => Response | Promise<Response>;
type SessionHooks = Partial<Pick<ApiClientConfig, 'onUnauthorized' | 'onRateLimited'>>;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Points the api client at `handler` and records every request (method, path, JSON body). */
export function fakeServer(handler: Handler, hooks: SessionHooks = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  configureApiClient({
    onUnauthorized: hooks.onUnauthorized ?? (() => {}),
    onRateLimited: hooks.onRateLimited ?? (() => {}),
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : undefined,
      });
      return handler(request);
    },
  });
  return calls;
}

/**
 * `fakeServer` with a route table: `routes` maps 'METHOD /api/path' to a handler, anything else gets 404.
 * Besides the calls it keeps each Request (for headers and query strings) and spies on the session hooks.
 */
export function fakeRoutes(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const onRateLimited = vi.fn();
  const calls = fakeServer(
    (request) => {
      requests.push(request.clone());
      const handler = routes[`${request.method} ${new URL(request.url).pathname}`];
      return handler
        ? handler(request)
        : jsonResponse({ statusCode: 404, error: 'Not Found', message: 'No such route' }, 404);
    },
    { onUnauthorized, onRateLimited },
  );
  return { calls, requests, onUnauthorized, onRateLimited };
}

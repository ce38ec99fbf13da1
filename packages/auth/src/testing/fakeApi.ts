import { configureApiClient } from '@shelfsight/api-client';
import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Points the api client at an in-memory server: `routes` maps 'METHOD /api/path' to a handler.
 * Every request is recorded so tests can assert what was (or was not) sent.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const onRateLimited = vi.fn();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const handler = routes[`${request.method} ${new URL(request.url).pathname}`];
    return handler ? handler(request) : json({ statusCode: 404, error: 'Not Found', message: 'No such route' }, 404);
  };
  configureApiClient({ onUnauthorized, onRateLimited, baseUrl: 'http://shelfsight.test/api', fetch });
  return { requests, onUnauthorized, onRateLimited };
}

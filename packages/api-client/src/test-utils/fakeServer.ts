import { configureApiClient } from '../config';

type Handler = (request: Request) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Points the api client at `handler` and records every request (method, path, JSON body). */
export function fakeServer(handler: Handler) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  configureApiClient({
    onUnauthorized: () => {},
    onRateLimited: () => {},
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.clone().text();
      calls.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
      return handler(request);
    },
  });
  return calls;
}

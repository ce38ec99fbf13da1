import { configureApiClient } from '@shelfsight/api-client';

type Handler = (request: Request) => Response | Promise<Response>;

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** JSON bodies parsed; multipart bodies as their form data. */
  body: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The API as a route table ('METHOD /api/path' → handler, 404 otherwise), like api-client's fakeRoutes but
 * reading multipart bodies too, which the product image upload sends.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  configureApiClient({
    onUnauthorized: () => {},
    onRateLimited: () => {},
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const type = request.headers.get('content-type') ?? '';
      let body: unknown;
      if (type.startsWith('multipart/form-data')) body = await request.clone().formData();
      else {
        const text = await request.clone().text();
        body = text ? JSON.parse(text) : undefined;
      }
      calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
      const handler = routes[`${request.method} ${url.pathname}`];
      return handler ? handler(request) : json({ statusCode: 404, error: 'Not Found', message: 'No such route' }, 404);
    },
  });
  return { calls };
}

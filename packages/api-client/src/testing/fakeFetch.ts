/** Test helpers: a fetch that records requests and answers through a handler. Not exported by the package. */
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

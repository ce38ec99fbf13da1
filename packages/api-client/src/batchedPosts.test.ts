import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { startBatchedPosts } from './batchedPosts';
import { signedInSession } from './fixtures';
import { initialSessionState } from './session/sessionSlice';
import { json, pathOf, storeOnFakeServer, type Handler } from './testing/fakeFetch';

interface Sum {
  a: number;
  b: number;
}

const sumApi = api.injectEndpoints({
  endpoints: (build) => ({
    sum: build.query<unknown, Sum>({
      query: (body) => ({ url: 'sum', customerScoped: true, method: 'POST', body, secondary: true }),
    }),
  }),
});

const batchTarget = { url: 'sum/batch', customerScoped: true };
const itemTarget = { url: 'sum', customerScoped: true };

/** A newline-delimited answer whose lines arrive one chunk at a time, split mid-line. */
function lines(...entries: unknown[]): Response {
  const text = entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < text.length; at += 7) controller.enqueue(encoder.encode(text.slice(at, at + 7)));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}

/** Answers the batch with a line per request (`{ index, status, body }`), and single sums as themselves. */
const server: Handler = async (request) => {
  const body = (await request.json()) as { requests?: Sum[] } & Partial<Sum>;
  if (pathOf(request).endsWith('/batch'))
    return lines(
      ...(body.requests ?? []).map((sum, index) =>
        sum.a < 0
          ? { index, status: 400, body: { statusCode: 400, message: 'Invalid a', fields: { a: 'Too small' } } }
          : { index, status: 200, body: { total: sum.a + sum.b, batched: true } },
      ),
    );
  return json({ total: (body.a ?? 0) + (body.b ?? 0), batched: false });
};

afterEach(() => vi.useRealTimers());

describe('startBatchedPosts', () => {
  it('sends many POSTs as one, and each query of the same body takes its line up instead of asking', async () => {
    const { store, requests } = storeOnFakeServer(server, signedInSession());
    expect(
      startBatchedPosts(store, batchTarget, itemTarget, [
        { a: 1, b: 2 },
        { b: 5, a: 3 },
        { a: -1, b: 0 },
      ]),
    ).toBe(3);
    // Key order does not matter: the second request was built the other way round.
    const [first, second, refused] = await Promise.all([
      store.dispatch(sumApi.endpoints.sum.initiate({ a: 1, b: 2 })),
      store.dispatch(sumApi.endpoints.sum.initiate({ a: 3, b: 5 })),
      store.dispatch(sumApi.endpoints.sum.initiate({ a: -1, b: 0 })),
    ]);
    expect(first.data).toEqual({ total: 3, batched: true });
    expect(second.data).toEqual({ total: 8, batched: true });
    // A refused line is the query's error, with the status and body the request alone would get.
    expect(refused.error).toEqual({
      status: 400,
      data: { statusCode: 400, message: 'Invalid a', fields: { a: 'Too small' } },
    });
    expect(requests.map(pathOf)).toEqual(['/api/customer/42/sum/batch']);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(await requests[0]?.json()).toEqual({
      requests: [
        { a: 1, b: 2 },
        { b: 5, a: 3 },
        { a: -1, b: 0 },
      ],
    });
    // Taken once: asking again goes to the server.
    const again = await store.dispatch(sumApi.endpoints.sum.initiate({ a: 1, b: 2 }, { forceRefetch: true }));
    expect(again.data).toEqual({ total: 3, batched: false });
  });

  it('leaves the requests a batch did not answer to their own queries', async () => {
    const { store, requests } = storeOnFakeServer(async (request) => {
      if (pathOf(request).endsWith('/batch'))
        return lines({ index: 0, status: 200, body: { total: 1, batched: true } });
      return server(request);
    }, signedInSession());
    startBatchedPosts(store, batchTarget, itemTarget, [
      { a: 0, b: 1 },
      { a: 2, b: 2 },
    ]);
    const [answered, left] = await Promise.all([
      store.dispatch(sumApi.endpoints.sum.initiate({ a: 0, b: 1 })),
      store.dispatch(sumApi.endpoints.sum.initiate({ a: 2, b: 2 })),
    ]);
    expect(answered.data).toEqual({ total: 1, batched: true });
    expect(left.data).toEqual({ total: 4, batched: false });
    expect(requests.map(pathOf)).toEqual(['/api/customer/42/sum/batch', '/api/customer/42/sum']);
  });

  it('leaves every request to its query when the batch is refused', async () => {
    const { store, requests } = storeOnFakeServer(async (request) => {
      if (pathOf(request).endsWith('/batch')) return json({ statusCode: 403, message: 'Forbidden' }, 403);
      return server(request);
    }, signedInSession());
    startBatchedPosts(store, batchTarget, itemTarget, [{ a: 1, b: 1 }]);
    const answer = await store.dispatch(sumApi.endpoints.sum.initiate({ a: 1, b: 1 }));
    expect(answer.data).toEqual({ total: 2, batched: false });
    expect(requests).toHaveLength(2);
  });

  it('sends nothing without a session, and nothing twice while an answer waits to be taken', async () => {
    const anonymous = storeOnFakeServer(server, { ...initialSessionState, activeCustomerId: 42 });
    expect(startBatchedPosts(anonymous.store, batchTarget, itemTarget, [{ a: 1, b: 1 }])).toBe(0);
    expect(anonymous.requests).toHaveLength(0);

    const { store, requests } = storeOnFakeServer(server, signedInSession());
    expect(startBatchedPosts(store, batchTarget, itemTarget, [{ a: 4, b: 4 }])).toBe(1);
    expect(
      startBatchedPosts(store, batchTarget, itemTarget, [
        { a: 4, b: 4 },
        { a: 5, b: 5 },
      ]),
    ).toBe(1);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(await requests[1]?.json()).toEqual({ requests: [{ a: 5, b: 5 }] });
  });

  it('leaves an answer nobody took up for long to the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { store, requests } = storeOnFakeServer(server, signedInSession());
    startBatchedPosts(store, batchTarget, itemTarget, [{ a: 6, b: 6 }]);
    vi.setSystemTime(Date.now() + 60_000);
    const answer = await store.dispatch(sumApi.endpoints.sum.initiate({ a: 6, b: 6 }));
    expect(answer.data).toEqual({ total: 12, batched: false });
    expect(requests.map(pathOf)).toEqual(['/api/customer/42/sum/batch', '/api/customer/42/sum']);
  });
});

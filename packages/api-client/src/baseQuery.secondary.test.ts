import { SECONDARY_CLIENT_MAX_IN_FLIGHT } from '@shelfsight/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { configureApiClient } from './config';
import { signedInSession } from './fixtures';
import { secondaryClient } from './secondaryClient';
import { makeStore } from './store';
import { fakeFetch, held, json } from './testing/fakeFetch';

const burstApi = api.injectEndpoints({
  endpoints: (build) => ({
    widgetAnswer: build.query<{ index: number }, number>({
      query: (index) => ({ url: 'answers', method: 'POST', body: { index }, customerScoped: true, secondary: true }),
    }),
  }),
});

/** A fake server that holds every answer until the test releases it, counting what is open at once. */
function holdingServer() {
  const open = { now: 0, most: 0 };
  const pending: ReturnType<typeof held>[] = [];
  const fake = fakeFetch((request) => {
    open.now += 1;
    open.most = Math.max(open.most, open.now);
    const answer = held(request);
    pending.push(answer);
    return answer.promise.finally(() => {
      open.now -= 1;
    });
  });
  configureApiClient({
    onUnauthorized: vi.fn(),
    onRateLimited: vi.fn(),
    baseUrl: 'http://shop.test/api',
    fetch: fake.fetch,
  });
  return { open, pending, requests: fake.requests };
}

afterEach(() => configureApiClient({ onUnauthorized: () => {}, onRateLimited: () => {} }));

describe('secondary requests of the base query', () => {
  it('keeps a burst of twelve to 5 on the wire, the rest starting as answers come back', async () => {
    const server = holdingServer();
    const store = makeStore({ session: signedInSession() });
    const burst = Array.from({ length: 12 }, (_, index) =>
      store.dispatch(burstApi.endpoints.widgetAnswer.initiate(index)),
    );
    await vi.waitFor(() => expect(server.requests).toHaveLength(SECONDARY_CLIENT_MAX_IN_FLIGHT));
    // A freed slot is taken by the next request of the burst.
    server.pending[0]!.release(json({ index: 0 }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(SECONDARY_CLIENT_MAX_IN_FLIGHT + 1));
    for (let released = 1; released < 12; released += 1) {
      await vi.waitFor(() => expect(server.pending.length).toBeGreaterThan(released));
      server.pending[released]!.release(json({ index: released }));
    }
    const answers = await Promise.all(burst);
    expect(answers.map((answer) => answer.data?.index)).toEqual([...Array(12).keys()]);
    expect(server.open.most).toBe(SECONDARY_CLIENT_MAX_IN_FLIGHT);
    expect(secondaryClient.inFlight()).toBe(0);
  });

  it('shares the 5 slots with the secondary client', async () => {
    const server = holdingServer();
    const store = makeStore({ session: signedInSession() });
    const fromClient = Array.from({ length: 3 }, (_, index) => secondaryClient.request({ url: `items/${index}` }));
    const fromQueries = Array.from({ length: 4 }, (_, index) =>
      store.dispatch(burstApi.endpoints.widgetAnswer.initiate(index)),
    );
    await vi.waitFor(() => expect(server.requests).toHaveLength(SECONDARY_CLIENT_MAX_IN_FLIGHT));
    for (let released = 0; released < 7; released += 1) {
      await vi.waitFor(() => expect(server.pending.length).toBeGreaterThan(released));
      server.pending[released]!.release(json({ index: released }));
    }
    await Promise.all([...fromClient, ...fromQueries]);
    expect(server.open.most).toBe(SECONDARY_CLIENT_MAX_IN_FLIGHT);
  });

  it('gives up its place in the queue when the query is dropped before a slot frees', async () => {
    const server = holdingServer();
    const store = makeStore({ session: signedInSession() });
    const first = Array.from({ length: 5 }, (_, index) =>
      store.dispatch(burstApi.endpoints.widgetAnswer.initiate(index)),
    );
    const waiting = store.dispatch(burstApi.endpoints.widgetAnswer.initiate(99));
    await vi.waitFor(() => expect(server.requests).toHaveLength(5));
    waiting.abort();
    for (const answer of server.pending) answer.release(json({ index: 0 }));
    await Promise.all(first);
    await waiting.catch(() => undefined);
    expect(server.requests).toHaveLength(5);
    expect(secondaryClient.inFlight()).toBe(0);
  });
});

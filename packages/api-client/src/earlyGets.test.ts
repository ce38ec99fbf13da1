import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { startEarlyGets } from './earlyGets';
import { signedInSession } from './fixtures';
import { initialSessionState } from './session/sessionSlice';
import { json, pathOf, storeOnFakeServer, type Handler } from './testing/fakeFetch';

const earlyApi = api.injectEndpoints({
  endpoints: (build) => ({
    board: build.query<unknown, number>({
      query: (id) => ({ url: `board/${id}`, customerScoped: true }),
    }),
  }),
});

const setup = (handler: Handler, session = signedInSession()) => storeOnFakeServer(handler, session);

afterEach(() => vi.useRealTimers());

describe('startEarlyGets', () => {
  it('sends at once with the session, and the query of the same path takes the answer up instead of asking again', async () => {
    let served = 0;
    const { store, requests } = setup(() => json({ id: 7, served: (served += 1) }));
    startEarlyGets(store, ['/api/customer/42/board/7']);
    const answer = await store.dispatch(earlyApi.endpoints.board.initiate(7));
    expect(answer.data).toEqual({ id: 7, served: 1 });
    expect(requests.map(pathOf)).toEqual(['/api/customer/42/board/7']);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    // Taken once: a later fetch of the same path goes to the server.
    await store.dispatch(earlyApi.endpoints.board.initiate(7, { forceRefetch: true }));
    expect(requests).toHaveLength(2);
  });

  it('drops a refused early answer: the query asks the server itself', async () => {
    let calls = 0;
    const { store, requests } = setup(() => ((calls += 1) === 1 ? json({ message: 'expired' }, 401) : json({ id: 8 })));
    startEarlyGets(store, ['/api/customer/42/board/8']);
    const answer = await store.dispatch(earlyApi.endpoints.board.initiate(8));
    expect(answer.data).toEqual({ id: 8 });
    expect(requests).toHaveLength(2);
  });

  it('sends nothing without a session', async () => {
    const { store, requests } = setup(() => json({}), { ...initialSessionState, activeCustomerId: 42 });
    expect(startEarlyGets(store, ['/api/customer/42/board/9'])).toEqual([]);
    // Only the query's own request reaches the server.
    await store.dispatch(earlyApi.endpoints.board.initiate(9));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('leaves an early answer nobody took up for long to the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { store, requests } = setup(() => json({ id: 10 }));
    startEarlyGets(store, ['/api/customer/42/board/10']);
    vi.setSystemTime(Date.now() + 60_000);
    await store.dispatch(earlyApi.endpoints.board.initiate(10));
    expect(requests).toHaveLength(2);
  });
});

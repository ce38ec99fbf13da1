import { CANCELLED_REQUEST_MESSAGE, IDEMPOTENCY_KEY_HEADER } from '@shelfsight/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_CUSTOMER_WAIT_MS } from './request/activeCustomerStep';
import { api } from './api';
import { activeCustomerChanged } from './session/sessionSlice';
import { configureApiClient } from './config';
import { held, json, pathOf, storeOnFakeServer, type Handler } from './testing/fakeFetch';
import { signedInSession } from './fixtures';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerThing: build.query<unknown, { q?: string }>({
      query: (params) => ({ url: 'things', customerScoped: true, params }),
    }),
    login: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
    createThing: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: 'things', method: 'POST', customerScoped: true, body }),
    }),
    renameThing: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: 'things/1', method: 'PATCH', customerScoped: true, body }),
    }),
    search: build.query<unknown, string>({
      query: (term) => ({ url: 'search', params: { term }, cancelPrevious: true }),
    }),
    countShelf: build.query<unknown, { shelf: string; term: string }>({
      query: ({ shelf, term }) => ({ url: 'count', params: { shelf, term }, cancelPrevious: shelf }),
    }),
  }),
});

const onUnauthorized = vi.fn();
const onRateLimited = vi.fn();

const setup = (handler: Handler, session = signedInSession()) =>
  storeOnFakeServer(handler, session, { onUnauthorized, onRateLimited });

beforeEach(() => {
  onUnauthorized.mockReset();
  onRateLimited.mockReset();
  localStorage.clear();
});
afterEach(() => configureApiClient({ onUnauthorized: () => {}, onRateLimited: () => {} }));

describe('kyBaseQuery', () => {
  it('sends the bearer token and substitutes the active customer id', async () => {
    const { store, requests } = setup(() => json({ ok: 1 }));
    const result = await store.dispatch(testApi.endpoints.customerThing.initiate({ q: 'milk' }));
    expect(result.data).toEqual({ ok: 1 });
    expect(requests[0]!.url).toBe('http://shop.test/api/customer/42/things?q=milk');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('names the active customer in X-Customer-Id on every call, and not without one', async () => {
    const { store, requests } = setup(() => json({}));
    await store.dispatch(testApi.endpoints.login.initiate({ email: 'a@b.test' }));
    expect(requests[0]!.headers.get('x-customer-id')).toBe('42');
    const other = setup(() => json({}), signedInSession({ activeCustomerId: null }));
    await other.store.dispatch(testApi.endpoints.login.initiate({ email: 'a@b.test' }));
    expect(other.requests[0]!.headers.get('x-customer-id')).toBeNull();
  });

  it('holds a customer-scoped call until the customer bootstrap chooses the active customer', async () => {
    const { store, requests } = setup(() => json({ ok: 1 }), signedInSession({ activeCustomerId: null }));
    const pending = store.dispatch(testApi.endpoints.customerThing.initiate({}));
    await new Promise((resume) => setTimeout(resume, 120));
    expect(requests).toHaveLength(0);
    store.dispatch(activeCustomerChanged(7));
    const result = await pending;
    expect(result.data).toEqual({ ok: 1 });
    expect(pathOf(requests[0]!)).toBe('/api/customer/7/things');
  });

  it('refuses a customer-scoped call when no customer is chosen in time', async () => {
    vi.useFakeTimers();
    try {
      const { store, requests } = setup(() => json({}), signedInSession({ activeCustomerId: null }));
      const pending = store.dispatch(testApi.endpoints.customerThing.initiate({}));
      await vi.advanceTimersByTimeAsync(ACTIVE_CUSTOMER_WAIT_MS + 100);
      const result = await pending;
      expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
      expect(requests).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns the status and body of an error answer', async () => {
    const { store } = setup(() => json({ statusCode: 404, error: 'Not Found', message: 'No such thing' }, 404));
    const result = await store.dispatch(testApi.endpoints.customerThing.initiate({}));
    expect(result.error).toEqual({
      status: 404,
      data: { statusCode: 404, error: 'Not Found', message: 'No such thing' },
    });
  });

  it('on 401 refreshes the token once, retries with it and keeps the session', async () => {
    const { store, requests } = setup((request) => {
      if (pathOf(request) === '/api/auth/refresh-token') return json({ token: 'tok-2' });
      return request.headers.get('authorization') === 'Bearer tok-2' ? json({ fresh: true }) : json({}, 401);
    });
    const result = await store.dispatch(testApi.endpoints.customerThing.initiate({}));
    expect(result.data).toEqual({ fresh: true });
    expect(store.getState().session.token).toBe('tok-2');
    expect(requests.map(pathOf)).toEqual([
      '/api/customer/42/things',
      '/api/auth/refresh-token',
      '/api/customer/42/things',
    ]);
    expect(requests[1]!.method).toBe('POST');
    expect(requests[1]!.credentials).toBe('include');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a new Idempotency-Key with every POST and none with other methods', async () => {
    const { store, requests } = setup(() => json({}));
    await store.dispatch(testApi.endpoints.createThing.initiate({ name: 'a' }));
    await store.dispatch(testApi.endpoints.createThing.initiate({ name: 'a' }));
    await store.dispatch(testApi.endpoints.renameThing.initiate({ name: 'b' }));
    await store.dispatch(testApi.endpoints.customerThing.initiate({}));
    const keys = requests.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys[0]).toMatch(/^[\w-]{21}$/);
    expect(keys[1]).toMatch(/^[\w-]{21}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual([null, null]);
  });

  it('resends a create after a token refresh with the same Idempotency-Key', async () => {
    const { store, requests } = setup((request) => {
      if (pathOf(request) === '/api/auth/refresh-token') return json({ token: 'tok-2' });
      return request.headers.get('authorization') === 'Bearer tok-2' ? json({ id: 7 }, 201) : json({}, 401);
    });
    const result = await store.dispatch(testApi.endpoints.createThing.initiate({ name: 'a' }));
    expect(result.data).toEqual({ id: 7 });
    const creates = requests.filter((request) => pathOf(request) === '/api/customer/42/things');
    expect(creates).toHaveLength(2);
    expect(creates[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    expect(creates[1]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(creates[0]!.headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it('calls onUnauthorized when the refresh fails', async () => {
    const { store, requests } = setup((request) =>
      pathOf(request) === '/api/auth/refresh-token' ? json({ message: 'expired' }, 401) : json({}, 401),
    );
    const result = await store.dispatch(testApi.endpoints.customerThing.initiate({}));
    expect(result.error).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(requests.map(pathOf)).toEqual(['/api/customer/42/things', '/api/auth/refresh-token']);
  });

  it('calls onUnauthorized without a refresh when there was no token', async () => {
    const { store, requests } = setup(() => json({}, 401), signedInSession({ token: null }));
    await store.dispatch(testApi.endpoints.customerThing.initiate({}));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
  });

  it('leaves the 401 of the login call to the form', async () => {
    const body = { statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' };
    const { store, requests } = setup(() => json(body, 401), signedInSession({ token: null }));
    const result = await store.dispatch(testApi.endpoints.login.initiate({ email: 'a@b.c' }));
    expect(result.error).toEqual({ status: 401, data: body });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('reports any 429 through onRateLimited', async () => {
    const { store } = setup(() => json({ message: 'Too Many Requests' }, 429));
    const result = await store.dispatch(testApi.endpoints.login.initiate({ email: 'a@b.c' }));
    expect(result.error).toMatchObject({ status: 429 });
    expect(onRateLimited).toHaveBeenCalledTimes(1);
  });

  it('cancels the previous in-flight request of the same endpoint', async () => {
    const pending: ReturnType<typeof held>[] = [];
    const { store, requests } = setup((request) => {
      const answer = held(request);
      pending.push(answer);
      return answer.promise;
    });
    const first = store.dispatch(testApi.endpoints.search.initiate('sho'));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const second = store.dispatch(testApi.endpoints.search.initiate('shoe'));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    pending[1]!.release(json({ hits: 3 }));

    const [firstResult, secondResult] = await Promise.all([first, second]);
    expect(firstResult.error).toEqual({ status: 'CANCELLED', data: CANCELLED_REQUEST_MESSAGE });
    expect(secondResult.data).toEqual({ hits: 3 });
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('with a key, cancels only the in-flight request of the same endpoint and key', async () => {
    const pending: ReturnType<typeof held>[] = [];
    const { store, requests } = setup((request) => {
      const answer = held(request);
      pending.push(answer);
      return answer.promise;
    });
    const shelfA = store.dispatch(testApi.endpoints.countShelf.initiate({ shelf: 'a', term: 'sho' }));
    const shelfB = store.dispatch(testApi.endpoints.countShelf.initiate({ shelf: 'b', term: 'sho' }));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    const shelfAAgain = store.dispatch(testApi.endpoints.countShelf.initiate({ shelf: 'a', term: 'shoe' }));
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    pending[1]!.release(json({ hits: 2 }));
    pending[2]!.release(json({ hits: 3 }));

    const results = await Promise.all([shelfA, shelfB, shelfAAgain]);
    expect(results[0].error).toEqual({ status: 'CANCELLED', data: CANCELLED_REQUEST_MESSAGE });
    expect([results[1].data, results[2].data]).toEqual([{ hits: 2 }, { hits: 3 }]);
    expect(requests.map((request) => request.signal.aborted)).toEqual([true, false, false]);
  });
});

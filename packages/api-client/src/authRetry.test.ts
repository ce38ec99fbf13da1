import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryAfterOf, sendAuthorized, type TokenAccess } from './authRetry';
import { configureApiClient } from './config';
import { fakeFetch, held, json, pathOf } from './testing/fakeFetch';

function tokenHolder(initial: string | null): TokenAccess & { current: string | null } {
  const holder = {
    current: initial,
    getToken: () => holder.current,
    onTokenRefreshed: (token: string) => {
      holder.current = token;
    },
  };
  return holder;
}

const get = (fetchFn: typeof fetch) => (token: string | null) =>
  fetchFn('http://shop.test/api/thing', { headers: token ? { authorization: `Bearer ${token}` } : {} });

afterEach(() => configureApiClient({ onUnauthorized: () => {}, onRateLimited: () => {} }));

describe('sendAuthorized', () => {
  it('shares one refresh between requests failing at the same time', async () => {
    const refreshes: ReturnType<typeof held>[] = [];
    const fake = fakeFetch((request) => {
      if (pathOf(request) === '/api/auth/refresh-token') {
        const answer = held(request);
        refreshes.push(answer);
        return answer.promise;
      }
      return request.headers.get('authorization') === 'Bearer new' ? json({ ok: true }) : json({}, 401);
    });
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized, onRateLimited: vi.fn(), baseUrl: 'http://shop.test/api', fetch: fake.fetch });
    const tokens = tokenHolder('old');

    const both = Promise.all([sendAuthorized(get(fake.fetch), tokens), sendAuthorized(get(fake.fetch), tokens)]);
    await vi.waitFor(() => expect(refreshes).toHaveLength(1));
    refreshes[0]!.release(json({ token: 'new' }));
    const responses = await both;

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(fake.requests.filter((request) => pathOf(request) === '/api/auth/refresh-token')).toHaveLength(1);
    expect(tokens.current).toBe('new');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the resent request is still refused', async () => {
    const fake = fakeFetch((request) =>
      pathOf(request) === '/api/auth/refresh-token' ? json({ token: 'new' }) : json({}, 401),
    );
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized, onRateLimited: vi.fn(), baseUrl: 'http://shop.test/api', fetch: fake.fetch });

    const response = await sendAuthorized(get(fake.fetch), tokenHolder('old'));

    expect(response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fake.requests.map(pathOf)).toEqual(['/api/thing', '/api/auth/refresh-token', '/api/thing']);
  });
});

describe('rate limits', () => {
  it('reports a 429 with the seconds of its Retry-After header', async () => {
    const onRateLimited = vi.fn();
    const fake = fakeFetch(() => new Response(null, { status: 429, headers: { 'retry-after': '900' } }));
    configureApiClient({ onUnauthorized: vi.fn(), onRateLimited, baseUrl: 'http://shop.test/api', fetch: fake.fetch });
    const response = await sendAuthorized(get(fake.fetch), tokenHolder(null));
    expect(response.status).toBe(429);
    expect(onRateLimited).toHaveBeenCalledWith({ retryAfterSeconds: 900 });
  });

  it('reads an HTTP date and a missing header', () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    const seconds = retryAfterOf(new Response(null, { status: 429, headers: { 'retry-after': inTwoMinutes } }));
    expect(seconds).toBeGreaterThan(100);
    expect(seconds).toBeLessThanOrEqual(120);
    expect(retryAfterOf(new Response(null, { status: 429 }))).toBeNull();
  });
});

import { SECONDARY_CLIENT_MAX_IN_FLIGHT } from '@shelfsight/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './config';
import { secondaryClient } from './secondaryClient';
import { makeStore } from './store';
import { fakeFetch, held, json } from './testing/fakeFetch';
import { signedInSession } from './fixtures';

beforeEach(() => localStorage.clear());

describe('secondaryClient', () => {
  it('never has more than 5 requests in flight and completes them all', async () => {
    let open = 0;
    let maxOpen = 0;
    const pending: ReturnType<typeof held>[] = [];
    const fake = fakeFetch((request) => {
      open += 1;
      maxOpen = Math.max(maxOpen, open);
      const answer = held(request);
      pending.push(answer);
      return answer.promise.finally(() => {
        open -= 1;
      });
    });
    configureApiClient({
      onUnauthorized: vi.fn(),
      onRateLimited: vi.fn(),
      baseUrl: 'http://shop.test/api',
      fetch: fake.fetch,
    });
    makeStore({ session: signedInSession() });

    const results = Array.from({ length: 12 }, (_, index) =>
      secondaryClient.request<{ index: number }>({ url: `items/${index}`, customerScoped: true }),
    );
    await vi.waitFor(() => expect(fake.requests).toHaveLength(SECONDARY_CLIENT_MAX_IN_FLIGHT));
    expect(secondaryClient.inFlight()).toBe(SECONDARY_CLIENT_MAX_IN_FLIGHT);

    // Release answers as they arrive until all twelve went through the queue.
    let released = 0;
    while (released < 12) {
      await vi.waitFor(() => expect(pending.length).toBeGreaterThan(released));
      pending[released]!.release(json({ index: released }));
      released += 1;
    }
    const settled = await Promise.all(results);
    expect(settled.every((result) => 'data' in result)).toBe(true);
    expect(maxOpen).toBe(SECONDARY_CLIENT_MAX_IN_FLIGHT);
    expect(secondaryClient.inFlight()).toBe(0);
    expect(fake.requests[0]!.url).toBe('http://shop.test/api/customer/42/items/0');
    expect(fake.requests[0]!.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('returns the status and body of an error and reports a 429', async () => {
    const onRateLimited = vi.fn();
    const fake = fakeFetch(() => json({ message: 'slow down' }, 429));
    configureApiClient({ onUnauthorized: vi.fn(), onRateLimited, baseUrl: 'http://shop.test/api', fetch: fake.fetch });
    makeStore({ session: signedInSession() });
    const result = await secondaryClient.request({ url: 'scopes' });
    expect(result).toEqual({ error: { status: 429, data: { message: 'slow down' } } });
    expect(onRateLimited).toHaveBeenCalledTimes(1);
  });
});

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { configureApiClient } from './config';
import { makeStore } from './store';
import { signedInSession } from './fixtures';

// The default configuration (relative /api, global fetch) against a request-level mock server.
const server = setupServer(
  http.get('*/api/customer/42/scopes', ({ request }) =>
    request.headers.get('authorization') === 'Bearer tok-1'
      ? HttpResponse.json({ admin: true })
      : HttpResponse.json({ message: 'no token' }, { status: 403 }),
  ),
);

const scopesApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerScopes: build.query<Record<string, boolean>, void>({
      query: () => ({ url: 'scopes', customerScoped: true }),
    }),
  }),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('kyBaseQuery with the default configuration', () => {
  it('resolves /api against the page and uses the global fetch', async () => {
    configureApiClient({ onUnauthorized: vi.fn(), onRateLimited: vi.fn() });
    const store = makeStore({ session: signedInSession() });
    const result = await store.dispatch(scopesApi.endpoints.customerScopes.initiate());
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ admin: true });
  });
});

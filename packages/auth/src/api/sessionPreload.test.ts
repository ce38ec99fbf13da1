import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse } from '@shelfsight/api-client/test-utils';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authApi } from './authApi';
import { customersApi } from './customersApi';
import { startSessionRequests } from './sessionPreload';

describe('startSessionRequests', () => {
  it("asks at once for the user, the customers and the previously active customer, in the guard's own cache entries", async () => {
    const calls = fakeServer(() => jsonResponse({}));
    const store = makeStore({ session: signedInSession({ activeCustomerId: 42 }) });
    startSessionRequests(store);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /api/auth/user',
      'GET /api/customer/get-active',
      'GET /api/customer/get-all',
    ]);
    // What the guard's hooks ask for later is already there: no second request.
    await store.dispatch(authApi.endpoints.currentUser.initiate());
    await store.dispatch(customersApi.endpoints.customers.initiate());
    await store.dispatch(customersApi.endpoints.activeCustomer.initiate(42));
    expect(calls).toHaveLength(3);
  });

  it('asks for no active customer before one was ever chosen, and for nothing when signed out', async () => {
    const calls = fakeServer(() => jsonResponse({}));
    startSessionRequests(makeStore({ session: signedInSession({ activeCustomerId: null }) }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/auth/user', '/api/customer/get-all']);

    const signedOut = makeStore({ session: undefined });
    startSessionRequests(signedOut);
    expect(signedOut.getState().api.queries).toEqual({});
  });
});

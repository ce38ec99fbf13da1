import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { customersApi } from './customersApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = customersApi.endpoints;

describe('customersApi paths', () => {
  it.each([
    ['customers', 'GET /api/customer/get-all', (store: Store) => store.dispatch(endpoints.customers.initiate())],
    [
      'activeCustomer',
      'GET /api/customer/get-active',
      (store: Store) => store.dispatch(endpoints.activeCustomer.initiate(42)),
    ],
    [
      'activeModules',
      'GET /api/customer/42/active-modules',
      (store: Store) => store.dispatch(endpoints.activeModules.initiate()),
    ],
    [
      'dataFreshness',
      'GET /api/customer/42/data-freshness',
      (store: Store) => store.dispatch(endpoints.dataFreshness.initiate()),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

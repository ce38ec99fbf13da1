import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { authApi } from './authApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = authApi.endpoints;

describe('authApi paths', () => {
  it.each([
    ['login', 'POST /api/login', (store: Store) => store.dispatch(endpoints.login.initiate({} as never))],
    ['currentUser', 'GET /api/auth/user', (store: Store) => store.dispatch(endpoints.currentUser.initiate())],
    ['logout', 'POST /api/auth/logout', (store: Store) => store.dispatch(endpoints.logout.initiate())],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

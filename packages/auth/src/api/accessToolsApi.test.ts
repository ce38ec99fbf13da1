import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { accessToolsApi } from './accessToolsApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = accessToolsApi.endpoints;

describe('accessToolsApi paths', () => {
  it.each([
    [
      'loginAs',
      'POST /api/auth/login-as',
      (store: Store) => store.dispatch(endpoints.loginAs.initiate({ userId: 3 } as never)),
    ],
    [
      'loginAsRestore',
      'POST /api/auth/login-as/restore',
      (store: Store) => store.dispatch(endpoints.loginAsRestore.initiate({ token: 't' })),
    ],
    [
      'changePassword',
      'POST /api/auth/change-password',
      (store: Store) => store.dispatch(endpoints.changePassword.initiate({} as never)),
    ],
    [
      'createDeepLink',
      'POST /api/customer/7/deep-link',
      (store: Store) => store.dispatch(endpoints.createDeepLink.initiate({ customerId: 7, body: {} as never })),
    ],
    ['deepLink', 'GET /api/deep-link/a%2Fb', (store: Store) => store.dispatch(endpoints.deepLink.initiate('a/b'))],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { passwordResetApi } from './passwordResetApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = passwordResetApi.endpoints;

describe('passwordResetApi paths', () => {
  it.each([
    [
      'sendResetEmail',
      'POST /api/auth/reset-password/send-email',
      (store: Store) => store.dispatch(endpoints.sendResetEmail.initiate({} as never)),
    ],
    [
      'validateResetHash',
      'POST /api/auth/reset-password/a%2Fb/validate',
      (store: Store) => store.dispatch(endpoints.validateResetHash.initiate('a/b')),
    ],
    [
      'resetPassword',
      'POST /api/auth/reset-password/abc',
      (store: Store) => store.dispatch(endpoints.resetPassword.initiate({ hash: 'abc' } as never)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

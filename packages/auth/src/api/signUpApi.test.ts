import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { signUpApi } from './signUpApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = signUpApi.endpoints;

describe('signUpApi paths', () => {
  it.each([
    [
      'validateSignUp',
      'POST /api/validate-hub-spot-sign-up-submission',
      (store: Store) => store.dispatch(endpoints.validateSignUp.initiate({} as never)),
    ],
    [
      'submitSignUp',
      'POST /api/sign-up/submit',
      (store: Store) => store.dispatch(endpoints.submitSignUp.initiate({} as never)),
    ],
    [
      'validateDemo',
      'POST /api/validate-hub-spot-demo-submission',
      (store: Store) => store.dispatch(endpoints.validateDemo.initiate({} as never)),
    ],
    [
      'submitDemo',
      'POST /api/demo/submit',
      (store: Store) => store.dispatch(endpoints.submitDemo.initiate({} as never)),
    ],
    [
      'createCustomer',
      'POST /api/customer/create',
      (store: Store) => store.dispatch(endpoints.createCustomer.initiate({} as never)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

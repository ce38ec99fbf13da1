import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { systemMessagesApi } from './systemMessagesApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = systemMessagesApi.endpoints;

describe('systemMessagesApi paths', () => {
  it.each([
    [
      'getSystemMessages',
      'GET /api/system-messages',
      (store: Store) => store.dispatch(endpoints.getSystemMessages.initiate()),
    ],
    [
      'createSystemMessage',
      'POST /api/system-messages',
      (store: Store) => store.dispatch(endpoints.createSystemMessage.initiate({} as never)),
    ],
    [
      'updateSystemMessage',
      'PUT /api/system-messages/3',
      (store: Store) => store.dispatch(endpoints.updateSystemMessage.initiate({ id: 3, input: {} as never })),
    ],
    [
      'getUserSystemMessages',
      'GET /api/user-system-messages',
      (store: Store) => store.dispatch(endpoints.getUserSystemMessages.initiate()),
    ],
    [
      'dismissSystemMessage',
      'POST /api/user-system-messages/3/dismiss',
      (store: Store) => store.dispatch(endpoints.dismissSystemMessage.initiate(3)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

import { signedInSession } from '../fixtures';
import { type AppStore, makeStore } from '../store';
import { fakeServer, jsonResponse } from './fakeServer';

/**
 * Runs one call in a store signed in to customer 42 against a fake server, and answers what the server
 * saw, as 'METHOD /path' per request: the check that an endpoint goes where its contract says.
 */
export async function requestsSentBy(call: (store: AppStore) => unknown): Promise<string[]> {
  const calls = fakeServer(() => jsonResponse([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { dataUploadApi } from './dataUploadApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = dataUploadApi.endpoints;

describe('dataUploadApi paths', () => {
  it.each([
    [
      'getIngestJob',
      'GET /api/customer/42/ingest/job%201',
      (store: Store) => store.dispatch(endpoints.getIngestJob.initiate('job 1')),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

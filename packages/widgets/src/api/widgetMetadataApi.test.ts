import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { widgetMetadataApi } from './widgetMetadataApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = widgetMetadataApi.endpoints;

describe('widgetMetadataApi paths', () => {
  it.each([
    ['getDimensions', 'GET /api/dimensions', (store: Store) => store.dispatch(endpoints.getDimensions.initiate())],
    ['getMetrics', 'GET /api/customer/42/metrics', (store: Store) => store.dispatch(endpoints.getMetrics.initiate())],
    [
      'getTableFields',
      'GET /api/customer/42/table-fields',
      (store: Store) => store.dispatch(endpoints.getTableFields.initiate()),
    ],
    [
      'getColumnGroups',
      'GET /api/customer/42/column-groups',
      (store: Store) => store.dispatch(endpoints.getColumnGroups.initiate()),
    ],
    [
      'getTableColumns',
      'GET /api/customer/42/table-columns',
      (store: Store) => store.dispatch(endpoints.getTableColumns.initiate()),
    ],
    [
      'getReferenceRetailers',
      'GET /api/customer/42/retailers',
      (store: Store) => store.dispatch(endpoints.getReferenceRetailers.initiate()),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

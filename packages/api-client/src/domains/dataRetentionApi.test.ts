import { describe, expect, it } from 'vitest';
import { signedInSession } from '../fixtures';
import { makeStore } from '../store';
import { fakeServer, jsonResponse as json } from '../test-utils';
import { dataRetentionApi } from './dataRetentionApi';

describe('dataRetentionApi', () => {
  it("asks for the active customer's retention once, however many screens read it", async () => {
    const calls = fakeServer(() => json({ months: 12 }));
    const store = makeStore({ session: signedInSession() });
    const first = await store.dispatch(dataRetentionApi.endpoints.getDataRetention.initiate());
    const second = await store.dispatch(dataRetentionApi.endpoints.getDataRetention.initiate());
    expect(first.data).toEqual({ months: 12 });
    expect(second.data).toEqual({ months: 12 });
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/customer/42/data-retention',
    ]);
  });
});

import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { mfaApi } from './mfaApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = mfaApi.endpoints;

describe('mfaApi paths', () => {
  it.each([
    [
      'verifyMfa',
      'POST /api/auth/mfa/verify',
      (store: Store) => store.dispatch(endpoints.verifyMfa.initiate({} as never)),
    ],
    ['mfaStatus', 'GET /api/auth/mfa', (store: Store) => store.dispatch(endpoints.mfaStatus.initiate())],
    [
      'startMfaEnrolment',
      'POST /api/auth/mfa/enrolment',
      (store: Store) => store.dispatch(endpoints.startMfaEnrolment.initiate()),
    ],
    [
      'confirmMfaEnrolment',
      'POST /api/auth/mfa/enrolment/confirm',
      (store: Store) => store.dispatch(endpoints.confirmMfaEnrolment.initiate({} as never)),
    ],
    [
      'removeMfa',
      'POST /api/auth/mfa/remove',
      (store: Store) => store.dispatch(endpoints.removeMfa.initiate({} as never)),
    ],
    [
      'trustedDevices',
      'GET /api/auth/mfa/trusted-devices',
      (store: Store) => store.dispatch(endpoints.trustedDevices.initiate()),
    ],
    [
      'revokeTrustedDevice',
      'DELETE /api/auth/mfa/trusted-devices/9',
      (store: Store) => store.dispatch(endpoints.revokeTrustedDevice.initiate(9)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

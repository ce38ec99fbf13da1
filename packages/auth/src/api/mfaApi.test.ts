import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { mfaApi } from './mfaApi';

const endpoints = mfaApi.endpoints;

describe('mfaApi paths', () => {
  it.each([
    [
      'verifyMfa',
      'POST /api/auth/mfa/verify',
      (store: AppStore) => store.dispatch(endpoints.verifyMfa.initiate({} as never)),
    ],
    ['mfaStatus', 'GET /api/auth/mfa', (store: AppStore) => store.dispatch(endpoints.mfaStatus.initiate())],
    [
      'startMfaEnrolment',
      'POST /api/auth/mfa/enrolment',
      (store: AppStore) => store.dispatch(endpoints.startMfaEnrolment.initiate()),
    ],
    [
      'confirmMfaEnrolment',
      'POST /api/auth/mfa/enrolment/confirm',
      (store: AppStore) => store.dispatch(endpoints.confirmMfaEnrolment.initiate({} as never)),
    ],
    [
      'removeMfa',
      'POST /api/auth/mfa/remove',
      (store: AppStore) => store.dispatch(endpoints.removeMfa.initiate({} as never)),
    ],
    [
      'trustedDevices',
      'GET /api/auth/mfa/trusted-devices',
      (store: AppStore) => store.dispatch(endpoints.trustedDevices.initiate()),
    ],
    [
      'revokeTrustedDevice',
      'DELETE /api/auth/mfa/trusted-devices/9',
      (store: AppStore) => store.dispatch(endpoints.revokeTrustedDevice.initiate(9)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { passwordResetApi } from './passwordResetApi';

const endpoints = passwordResetApi.endpoints;

describe('passwordResetApi paths', () => {
  it.each([
    [
      'sendResetEmail',
      'POST /api/auth/reset-password/send-email',
      (store: AppStore) => store.dispatch(endpoints.sendResetEmail.initiate({} as never)),
    ],
    [
      'validateResetHash',
      'POST /api/auth/reset-password/a%2Fb/validate',
      (store: AppStore) => store.dispatch(endpoints.validateResetHash.initiate('a/b')),
    ],
    [
      'resetPassword',
      'POST /api/auth/reset-password/abc',
      (store: AppStore) => store.dispatch(endpoints.resetPassword.initiate({ hash: 'abc' } as never)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

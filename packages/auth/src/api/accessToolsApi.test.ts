import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { accessToolsApi } from './accessToolsApi';

const endpoints = accessToolsApi.endpoints;

describe('accessToolsApi paths', () => {
  it.each([
    [
      'loginAs',
      'POST /api/auth/login-as',
      (store: AppStore) => store.dispatch(endpoints.loginAs.initiate({ userId: 3 } as never)),
    ],
    [
      'loginAsRestore',
      'POST /api/auth/login-as/restore',
      (store: AppStore) => store.dispatch(endpoints.loginAsRestore.initiate({ token: 't' })),
    ],
    [
      'changePassword',
      'POST /api/auth/change-password',
      (store: AppStore) => store.dispatch(endpoints.changePassword.initiate({} as never)),
    ],
    [
      'createDeepLink',
      'POST /api/customer/7/deep-link',
      (store: AppStore) => store.dispatch(endpoints.createDeepLink.initiate({ customerId: 7, body: {} as never })),
    ],
    ['deepLink', 'GET /api/deep-link/a%2Fb', (store: AppStore) => store.dispatch(endpoints.deepLink.initiate('a/b'))],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

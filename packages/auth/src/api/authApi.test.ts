import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { authApi } from './authApi';

const endpoints = authApi.endpoints;

describe('authApi paths', () => {
  it.each([
    ['login', 'POST /api/login', (store: AppStore) => store.dispatch(endpoints.login.initiate({} as never))],
    ['currentUser', 'GET /api/auth/user', (store: AppStore) => store.dispatch(endpoints.currentUser.initiate())],
    ['logout', 'POST /api/auth/logout', (store: AppStore) => store.dispatch(endpoints.logout.initiate())],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

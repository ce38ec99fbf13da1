import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { customersApi } from './customersApi';

const endpoints = customersApi.endpoints;

describe('customersApi paths', () => {
  it.each([
    ['customers', 'GET /api/customer/get-all', (store: AppStore) => store.dispatch(endpoints.customers.initiate())],
    [
      'activeCustomer',
      'GET /api/customer/get-active',
      (store: AppStore) => store.dispatch(endpoints.activeCustomer.initiate(42)),
    ],
    [
      'activeModules',
      'GET /api/customer/42/active-modules',
      (store: AppStore) => store.dispatch(endpoints.activeModules.initiate()),
    ],
    [
      'dataFreshness',
      'GET /api/customer/42/data-freshness',
      (store: AppStore) => store.dispatch(endpoints.dataFreshness.initiate()),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

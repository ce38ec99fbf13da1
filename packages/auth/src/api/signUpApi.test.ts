import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { signUpApi } from './signUpApi';

const endpoints = signUpApi.endpoints;

describe('signUpApi paths', () => {
  it.each([
    [
      'validateSignUp',
      'POST /api/validate-hub-spot-sign-up-submission',
      (store: AppStore) => store.dispatch(endpoints.validateSignUp.initiate({} as never)),
    ],
    [
      'submitSignUp',
      'POST /api/sign-up/submit',
      (store: AppStore) => store.dispatch(endpoints.submitSignUp.initiate({} as never)),
    ],
    [
      'validateDemo',
      'POST /api/validate-hub-spot-demo-submission',
      (store: AppStore) => store.dispatch(endpoints.validateDemo.initiate({} as never)),
    ],
    [
      'submitDemo',
      'POST /api/demo/submit',
      (store: AppStore) => store.dispatch(endpoints.submitDemo.initiate({} as never)),
    ],
    [
      'createCustomer',
      'POST /api/customer/create',
      (store: AppStore) => store.dispatch(endpoints.createCustomer.initiate({} as never)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

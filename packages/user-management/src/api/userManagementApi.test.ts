import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { userManagementApi } from './userManagementApi';

const endpoints = userManagementApi.endpoints;

describe('userManagementApi paths', () => {
  it.each([
    [
      'getUsers',
      'GET /api/customer/42/users-and-customer-users',
      (store: AppStore) => store.dispatch(endpoints.getUsers.initiate()),
    ],
    [
      'getRoles',
      'GET /api/customer/42/roles-privileges-and-role-users',
      (store: AppStore) => store.dispatch(endpoints.getRoles.initiate()),
    ],
    [
      'getImpersonations',
      'GET /api/admin/impersonations',
      (store: AppStore) => store.dispatch(endpoints.getImpersonations.initiate()),
    ],
    [
      'getCustomerModules',
      'GET /api/customer/42/active-modules',
      (store: AppStore) => store.dispatch(endpoints.getCustomerModules.initiate()),
    ],
    [
      'setCustomerModules',
      'PUT /api/customer/42/active-modules',
      (store: AppStore) => store.dispatch(endpoints.setCustomerModules.initiate({} as never)),
    ],
    [
      'addUser',
      'POST /api/customer/42/user/add',
      (store: AppStore) => store.dispatch(endpoints.addUser.initiate({} as never)),
    ],
    [
      'editUser',
      'POST /api/customer/42/user/edit',
      (store: AppStore) => store.dispatch(endpoints.editUser.initiate({} as never)),
    ],
    [
      'deactivateUser',
      'POST /api/customer/42/user/deactivate',
      (store: AppStore) => store.dispatch(endpoints.deactivateUser.initiate(4)),
    ],
    [
      'addRole',
      'POST /api/customer/42/role/add',
      (store: AppStore) => store.dispatch(endpoints.addRole.initiate({} as never)),
    ],
    [
      'editRole',
      'POST /api/customer/42/role/edit',
      (store: AppStore) => store.dispatch(endpoints.editRole.initiate({} as never)),
    ],
    [
      'deleteRole',
      'DELETE /api/customer/42/role/5',
      (store: AppStore) => store.dispatch(endpoints.deleteRole.initiate(5)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { userManagementApi } from './userManagementApi';

type Store = ReturnType<typeof makeStore>;

/** Sends one call for the active customer 42 and answers what the server saw: 'METHOD /path'. */
async function sent(call: (store: Store) => unknown): Promise<string[]> {
  const calls = fakeServer(() => json([]));
  const store = makeStore({ session: signedInSession() });
  await call(store);
  return calls.map((request) => `${request.method} ${request.path}`);
}

const endpoints = userManagementApi.endpoints;

describe('userManagementApi paths', () => {
  it.each([
    [
      'getUsers',
      'GET /api/customer/42/users-and-customer-users',
      (store: Store) => store.dispatch(endpoints.getUsers.initiate()),
    ],
    [
      'getRoles',
      'GET /api/customer/42/roles-privileges-and-role-users',
      (store: Store) => store.dispatch(endpoints.getRoles.initiate()),
    ],
    [
      'getRetailerCatalogue',
      'GET /api/customer/42/retailers',
      (store: Store) => store.dispatch(endpoints.getRetailerCatalogue.initiate()),
    ],
    [
      'getImpersonations',
      'GET /api/admin/impersonations',
      (store: Store) => store.dispatch(endpoints.getImpersonations.initiate()),
    ],
    [
      'getCustomerModules',
      'GET /api/customer/42/active-modules',
      (store: Store) => store.dispatch(endpoints.getCustomerModules.initiate()),
    ],
    [
      'setCustomerModules',
      'PUT /api/customer/42/active-modules',
      (store: Store) => store.dispatch(endpoints.setCustomerModules.initiate({} as never)),
    ],
    [
      'addUser',
      'POST /api/customer/42/user/add',
      (store: Store) => store.dispatch(endpoints.addUser.initiate({} as never)),
    ],
    [
      'editUser',
      'POST /api/customer/42/user/edit',
      (store: Store) => store.dispatch(endpoints.editUser.initiate({} as never)),
    ],
    [
      'deactivateUser',
      'POST /api/customer/42/user/deactivate',
      (store: Store) => store.dispatch(endpoints.deactivateUser.initiate(4)),
    ],
    [
      'addRole',
      'POST /api/customer/42/role/add',
      (store: Store) => store.dispatch(endpoints.addRole.initiate({} as never)),
    ],
    [
      'editRole',
      'POST /api/customer/42/role/edit',
      (store: Store) => store.dispatch(endpoints.editRole.initiate({} as never)),
    ],
    [
      'deleteRole',
      'DELETE /api/customer/42/role/5',
      (store: Store) => store.dispatch(endpoints.deleteRole.initiate(5)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await sent(call)).toEqual([expected]);
  });
});

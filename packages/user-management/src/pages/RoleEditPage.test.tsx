import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { userManagementMessages } from '@shelfsight/contracts';
import { ConfirmProvider } from '@shelfsight/ui-kit';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCatalogueAnswer, sampleRoles, sampleRolesAnswer } from '../testing/sampleData';
import { RoleEditPage } from './RoleEditPage';

const routes = [
  { path: '/user-management/', element: <p>User list</p> },
  {
    path: '/user-management/role/edit/',
    element: (
      <ConfirmProvider>
        <RoleEditPage />
      </ConfirmProvider>
    ),
  },
];

/** The roles list, and the retailer catalogue when asked for it. */
const answer = (request: Request, roles = sampleRoles) =>
  new URL(request.url).pathname.endsWith('/retailers') ? json(sampleCatalogueAnswer()) : json(sampleRolesAnswer(roles));

const open = (id: number) =>
  renderRoutes(routes, {
    route: `/user-management/role/edit/?id=${id}`,
    preloadedState: { session: signedInSession() },
  });

describe('RoleEditPage', () => {
  it('saves the changed privileges and keeps the retailer grants, then returns to the list', async () => {
    const calls = fakeServer((request) => answer(request));
    const { user, router } = open(6);
    const name = await screen.findByLabelText('Role name');
    expect(name).toHaveValue('Nordic buyers');
    await user.clear(name);
    await user.type(name, 'Norway desk');
    await user.click(screen.getByRole('checkbox', { name: /Read only/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management/'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/customer/42/role/edit',
      body: {
        id: 6,
        name: 'Norway desk',
        // Ticked privileges come in the order the form lists them.
        privileges: [
          { privilegeId: 3 },
          { privilegeId: 4 },
          { privilegeId: 1, entityId: 14 },
          { privilegeId: 1, entityId: 15 },
        ],
      },
    });
  });

  it('deletes the role after confirmation', async () => {
    const remaining = sampleRoles.filter((role) => role.id !== 6);
    const calls = fakeServer((request) => answer(request, request.method === 'DELETE' ? remaining : sampleRoles));
    const { user, router } = open(6);
    await user.click(await screen.findByRole('button', { name: 'Delete role' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management/'));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/customer/42/role/6');
  });

  it("shows the built-in 'Administrators' role as locked, without a form or delete", async () => {
    fakeServer((request) => answer(request));
    open(1);
    expect(await screen.findByText(userManagementMessages.systemRoleLocked)).toBeInTheDocument();
    expect(screen.queryByLabelText('Role name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete role' })).toBeNull();
  });

  it('says so when the role is unknown', async () => {
    fakeServer((request) => answer(request));
    open(999);
    expect(await screen.findByText('Unknown role')).toBeInTheDocument();
  });
});

import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRolesAnswer } from '../testing/sampleData';
import { RoleAddPage } from './RoleAddPage';

const routes = [
  { path: '/user-management/', element: <p>User list</p> },
  { path: '/user-management/role/add/', element: <RoleAddPage /> },
];

describe('RoleAddPage', () => {
  it('adds a role with the ticked privileges and returns to the list', async () => {
    const calls = fakeServer((request) => json(sampleRolesAnswer(), request.method === 'POST' ? 201 : 200));
    const { user, router } = renderRoutes(routes, { route: '/user-management/role/add/', preloadedState: { session: signedInSession() } });
    await user.type(await screen.findByLabelText('Role name'), 'Catalogue team');
    await user.click(await screen.findByRole('checkbox', { name: /Product management/ }));
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management/'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/customer/42/role/add',
      body: { name: 'Catalogue team', privileges: [{ privilegeId: 4 }] },
    });
  });

  it('keeps the form with the server error on the name', async () => {
    fakeServer((request) =>
      request.method === 'POST'
        ? json({ statusCode: 422, error: 'Unprocessable Entity', message: 'taken', fields: { name: 'A role with this name already exists.' } }, 422)
        : json(sampleRolesAnswer()),
    );
    const { user } = renderRoutes(routes, { route: '/user-management/role/add/', preloadedState: { session: signedInSession() } });
    await user.type(await screen.findByLabelText('Role name'), 'Product managers');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('A role with this name already exists.')).toBeInTheDocument();
  });
});

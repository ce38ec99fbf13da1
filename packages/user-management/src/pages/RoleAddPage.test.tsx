import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCatalogueAnswer, sampleRolesAnswer } from '../testing/sampleData';
import { RoleAddPage } from './RoleAddPage';

const isCatalogue = (request: Request) => new URL(request.url).pathname.endsWith('/retailers');

const routes = [
  { path: '/user-management/', element: <p>User list</p> },
  { path: '/user-management/role/add/', element: <RoleAddPage /> },
];

describe('RoleAddPage', () => {
  it('adds a role with the ticked privileges and returns to the list', async () => {
    const calls = fakeServer((request) =>
      isCatalogue(request)
        ? json(sampleCatalogueAnswer())
        : json(sampleRolesAnswer(), request.method === 'POST' ? 201 : 200),
    );
    const { user, router } = renderRoutes(routes, {
      route: '/user-management/role/add/',
      preloadedState: { session: signedInSession() },
    });
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
        ? json(
            {
              statusCode: 422,
              error: 'Unprocessable Entity',
              message: 'taken',
              fields: { name: 'A role with this name already exists.' },
            },
            422,
          )
        : isCatalogue(request)
          ? json(sampleCatalogueAnswer())
          : json(sampleRolesAnswer()),
    );
    const { user } = renderRoutes(routes, {
      route: '/user-management/role/add/',
      preloadedState: { session: signedInSession() },
    });
    await user.type(await screen.findByLabelText('Role name'), 'Product managers');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('A role with this name already exists.')).toBeInTheDocument();
  });

  it('limits a new role to retailers picked from the customer catalogue', async () => {
    const calls = fakeServer((request) =>
      isCatalogue(request)
        ? json(sampleCatalogueAnswer())
        : json(sampleRolesAnswer(), request.method === 'POST' ? 201 : 200),
    );
    const { user, router } = renderRoutes(routes, {
      route: '/user-management/role/add/',
      preloadedState: { session: signedInSession() },
    });
    await user.type(await screen.findByLabelText('Role name'), 'German desk');
    await user.click(await screen.findByRole('combobox', { name: 'Retailers' }));
    await user.click(await screen.findByTitle('MediaMarkt DE'));
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management/'));
    expect(calls.map((call) => call.path)).toContain('/api/customer/42/retailers');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      privileges: [{ privilegeId: 1, entityId: 12, entityName: 'MediaMarkt DE' }],
    });
  });

  it('says the retailer list is not available while the catalogue cannot be loaded', async () => {
    fakeServer((request) =>
      isCatalogue(request)
        ? json({ statusCode: 404, error: 'Not Found', message: 'Route not found' }, 404)
        : json(sampleRolesAnswer()),
    );
    renderRoutes(routes, { route: '/user-management/role/add/', preloadedState: { session: signedInSession() } });
    expect(await screen.findByText(/The retailer list is not available yet/)).toBeInTheDocument();
  });
});

import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRolesAnswer, sampleUsersAnswer } from '../testing/sampleData';
import { UserFormPage } from './UserFormPage';

const routes = [
  { path: '/user-management/', element: <p>User list</p> },
  { path: '/user-management/user/add/', element: <UserFormPage /> },
  { path: '/user-management/user/edit/', element: <UserFormPage /> },
];
const lists = (request: Request) =>
  new URL(request.url).pathname.endsWith('users-and-customer-users')
    ? json(sampleUsersAnswer())
    : json(sampleRolesAnswer());
const session = { session: signedInSession() };

async function fillNewUser(user: ReturnType<typeof renderRoutes>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Nina New');
  await user.type(screen.getByLabelText('E-mail'), 'nina@acme.test');
  await user.type(screen.getByLabelText('Password'), 'Tidy-Harbour-Lamp-42');
  await user.click(screen.getByRole('button', { name: 'Add user' }));
}

describe('UserFormPage', () => {
  it('adds a user and returns to the list', async () => {
    const calls = fakeServer((request) =>
      request.method === 'POST' ? json(sampleUsersAnswer(), 201) : lists(request),
    );
    const { user, router } = renderRoutes(routes, { route: '/user-management/user/add/', preloadedState: session });
    await fillNewUser(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management/'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/customer/42/user/add',
      body: { displayName: 'Nina New', email: 'nina@acme.test', password: 'Tidy-Harbour-Lamp-42', isActive: true },
    });
  });

  it('shows server field errors per field and stays', async () => {
    fakeServer((request) =>
      request.method === 'POST'
        ? json(
            {
              statusCode: 422,
              error: 'Unprocessable Entity',
              message: 'taken',
              fields: { email: 'A user with this e-mail address already exists.' },
            },
            422,
          )
        : lists(request),
    );
    const { user, router } = renderRoutes(routes, { route: '/user-management/user/add/', preloadedState: session });
    await fillNewUser(user);
    expect(await screen.findByText('A user with this e-mail address already exists.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-management/user/add/');
  });

  it('shows the support message on HTTP 500', async () => {
    fakeServer((request) =>
      request.method === 'POST'
        ? json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500)
        : lists(request),
    );
    const { user } = renderRoutes(routes, { route: '/user-management/user/add/', preloadedState: session });
    await fillNewUser(user);
    expect(await screen.findByText('An error occured. Please contact our support team.')).toBeInTheDocument();
  });

  it('edits a user without touching the password', async () => {
    const calls = fakeServer((request) => (request.method === 'POST' ? json(sampleUsersAnswer()) : lists(request)));
    const { user, router } = renderRoutes(routes, {
      route: '/user-management/user/edit/?id=4',
      preloadedState: session,
    });
    expect(await screen.findByDisplayValue('Paula Product')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management/'));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 4, email: 'pm@acme.test', roleIds: [3] });
    expect(body).not.toHaveProperty('password');
  });
});

import { activeCustomerChanged } from '@shelfsight/api-client';
import { sampleAuthUser, sampleReadOnlyRole, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { ConfirmProvider } from '@shelfsight/ui-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  sampleCatalogueAnswer,
  sampleImpersonations,
  sampleRolesAnswer,
  sampleUsersAnswer,
} from '../testing/sampleData';
import { UserManagementPage } from './UserManagementPage';

const readOnlyAdmin = { ...sampleAuthUser, roles: [...sampleAuthUser.roles, sampleReadOnlyRole] };

const lists = (request: Request) => {
  const path = new URL(request.url).pathname;
  if (path === '/api/admin/impersonations') return json({ impersonations: sampleImpersonations });
  if (path.endsWith('/active-modules')) return json([{ module: 'image-similarity', retailerId: null }]);
  if (path.endsWith('/retailers')) return json(sampleCatalogueAnswer());
  return path.endsWith('users-and-customer-users') ? json(sampleUsersAnswer()) : json(sampleRolesAnswer());
};

/** Finding a row by its text is far cheaper in jsdom than by its accessible name. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

const renderPage = (user = sampleAuthUser, activeCustomerId: number | null = 42) =>
  renderWithProviders(
    <ConfirmProvider>
      <UserManagementPage />
    </ConfirmProvider>,
    { preloadedState: { session: signedInSession({ user, activeCustomerId }) } },
  );

describe('UserManagementPage', () => {
  it('lists the users and roles of the active customer with add buttons for admins', async () => {
    const calls = fakeServer(lists);
    renderPage();
    expect(await rowOf('Paula Product')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add role' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/api/customer/42/users-and-customer-users',
        '/api/customer/42/roles-privileges-and-role-users',
      ]),
    );
  });

  it('deactivates at once and rolls back when the server refuses', async () => {
    const calls = fakeServer((request) =>
      request.method === 'POST' ? json({ statusCode: 403, error: 'Forbidden', message: 'No' }, 403) : lists(request),
    );
    const { user } = renderPage();
    const paula = await rowOf('Paula Product');
    await user.click(within(paula).getByRole('button', { name: 'Deactivate Paula Product' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/customer/42/user/deactivate',
      body: { userId: 4 },
    });
    // The refusal undoes the optimistic change: Paula is active again.
    await waitFor(async () => expect(within(await rowOf('Paula Product')).getByText('Active')).toBeInTheDocument());
  });

  it('deletes a custom role optimistically and keeps it gone when the server agrees', async () => {
    const remaining = sampleRolesAnswer().roles.filter((role) => role.id !== 5);
    fakeServer((request) => (request.method === 'DELETE' ? json(sampleRolesAnswer(remaining)) : lists(request)));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete role Read only' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete role Read only' })).not.toBeInTheDocument(),
    );
    // The built-in Administrators role has no delete button at all.
    expect(screen.queryByRole('button', { name: 'Delete role Administrators' })).not.toBeInTheDocument();
  });

  it('shows no create, edit or delete buttons to a read-only user', async () => {
    fakeServer(lists);
    renderPage(readOnlyAdmin);
    expect(await rowOf('Paula Product')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Deactivate|Delete/ })).not.toBeInTheDocument();
  });

  it('refuses users who are not administrators', () => {
    renderPage({ ...sampleAuthUser, isAdmin: false });
    expect(screen.getByText('Only administrators of this customer may manage users and roles.')).toBeInTheDocument();
  });

  it('waits for the customer bootstrap to choose the active customer before asking for the lists', async () => {
    const calls = fakeServer(lists);
    const { store } = renderPage(sampleAuthUser, null);
    // A cold load: the page is up, no customer is chosen yet, so nothing customer-scoped may be asked.
    expect(screen.getByText('Users and roles')).toBeInTheDocument();
    expect(calls).toEqual([]);
    act(() => {
      store.dispatch(activeCustomerChanged(42));
    });
    expect(await rowOf('Paula Product')).toBeInTheDocument();
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/customer/42/roles-privileges-and-role-users',
      '/api/customer/42/users-and-customer-users',
    ]);
  });

  it('shows system admins the login-as log in a tab of its own', async () => {
    const calls = fakeServer(lists);
    const { user } = renderPage({ ...sampleAuthUser, isSystemAdmin: true });
    await user.click(screen.getByRole('tab', { name: 'Login-as log' }));
    expect(await screen.findByText('analyst@acme.test')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/admin/impersonations');
  });

  it('lets system admins switch a module to chosen retailers and saves the whole set', async () => {
    const calls = fakeServer((request) =>
      request.method === 'PUT' ? json([{ module: 'image-similarity', retailerId: 12 }]) : lists(request),
    );
    const { user } = renderPage({ ...sampleAuthUser, isSystemAdmin: true });
    await user.click(screen.getByRole('tab', { name: 'Modules' }));
    const reach = await screen.findByRole('radiogroup', { name: 'Image similarity enabled for' });
    expect(within(reach).getByRole('radio', { name: 'Every retailer' })).toBeChecked();
    await user.click(within(reach).getByRole('radio', { name: 'Chosen retailers' }));
    // No retailer chosen yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save modules' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Image similarity retailers' }));
    await user.click(await screen.findByTitle('MediaMarkt DE'));
    await user.click(screen.getByRole('button', { name: 'Save modules' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/customer/42/active-modules',
      body: { modules: [{ module: 'image-similarity', retailerId: 12 }] },
    });
    expect(await screen.findByText('Modules saved.')).toBeInTheDocument();
  });

  it('gives administrators who are not system admins no login-as log and no modules', async () => {
    const calls = fakeServer(lists);
    renderPage();
    expect(await rowOf('Paula Product')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Login-as log' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Modules' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/api/customer/42/active-modules');
    expect(calls.map((call) => call.path)).not.toContain('/api/admin/impersonations');
  });
});

import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../components/RequireAuth';

const customer = (id: number, name: string, pendingSetup = false) => ({
  id,
  name,
  customerDisplayName: null,
  accountType: 'TRIAL',
  pendingSetup,
  customerSmallLogoUrl: null,
});
const record = (id: number, name: string, pendingSetup = false) => ({
  id,
  name,
  licenseName: 'Trial',
  isFree: false,
  bookmarks: [],
  licenseFilterCount: 0,
  dataRetention: { months: 3 },
  activeId: id,
  parkerStatus: 'disabled',
  pendingSetup,
  accountType: 'TRIAL',
  activeFrom: null,
  activeUntil: null,
  toolAccess: true,
});

function start(customers: Record<string, ReturnType<typeof customer>>, activeCustomerId: number | null) {
  const server = fakeRoutes({
    'GET /api/auth/user': () => json({ user: sampleAuthUser, scopes: {} }),
    'GET /api/customer/get-all': () => json(customers),
    'GET /api/customer/get-active': (request) => {
      const id = Number(new URL(request.url).searchParams.get('customerId'));
      const found = customers[String(id)];
      return found ? json(record(found.id, found.name, found.pendingSetup)) : json({ message: 'no' }, 403);
    },
  });
  const session = {
    token: 't',
    user: sampleAuthUser,
    scopes: {},
    activeCustomerId,
    systemAdminToken: null,
    systemAdminEmail: null,
  };
  const view = renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <p>Home</p> },
          { path: '/customer-activation/', element: <p>Activation</p> },
        ],
      },
    ],
    { preloadedState: { session } },
  );
  return { ...view, server };
}

const paths = (requests: Request[]) =>
  requests.map((request) => `${new URL(request.url).pathname}${new URL(request.url).search}`);

afterEach(() => localStorage.clear());

describe('customer bootstrap of signed-in screens', () => {
  it('re-selects the previously active customer while it is still there', async () => {
    const { store, server } = start({ '1': customer(1, 'Acme Retail'), '2': customer(2, 'Brandco') }, 2);
    await waitFor(() => expect(paths(server.requests)).toContain('/api/customer/get-active?customerId=2'));
    expect(store.getState().session.activeCustomerId).toBe(2);
    expect(screen.getByText('Home')).toBeInTheDocument();
  });

  it('falls back to the first customer and reloads the user for it', async () => {
    const { store, server } = start({ '1': customer(1, 'Acme Retail'), '2': customer(2, 'Brandco') }, 9);
    await waitFor(() => expect(store.getState().session.activeCustomerId).toBe(1));
    await waitFor(() => expect(paths(server.requests).filter((path) => path === '/api/auth/user')).toHaveLength(2));
    const lastUserCall = server.requests.filter((request) => request.url.endsWith('/auth/user')).at(-1);
    expect(lastUserCall?.headers.get('x-customer-id')).toBe('1');
  });

  it('sends a customer with setup pending to /customer-activation/', async () => {
    const { router } = start({ '5': customer(5, 'Pendingco', true) }, null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-activation/'));
    expect(await screen.findByText('Activation')).toBeInTheDocument();
  });

  it('sends a user without customers to /customer-activation/', async () => {
    const { router } = start({}, null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-activation/'));
  });
});

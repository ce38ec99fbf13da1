import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { CUSTOMER_SWITCH_RELOAD_MS } from '@shelfsight/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoads } from '../../utils/pageLoads';
import { CustomerSwitcher } from './CustomerSwitcher';

const reloadPage = vi.spyOn(pageLoads, 'reload').mockImplementation(() => {});
afterAll(() => reloadPage.mockRestore());

const customer = (id: number, name: string) => ({
  id,
  name,
  customerDisplayName: null,
  accountType: 'CUSTOMER',
  pendingSetup: false,
  customerSmallLogoUrl: null,
});

function render(route: string) {
  const server = fakeRoutes({
    'GET /api/customer/get-all': () => json({ '1': customer(1, 'Acme Retail'), '2': customer(2, 'Brandco') }),
  });
  const session = {
    token: 't',
    user: sampleAuthUser,
    scopes: {},
    activeCustomerId: 1,
    systemAdminToken: null,
    systemAdminEmail: null,
  };
  const view = renderRoutes(
    [
      { path: '/', element: <CustomerSwitcher /> },
      { path: '/dashboards/', element: <CustomerSwitcher /> },
    ],
    { route, preloadedState: { session } },
  );
  return { ...view, server };
}

afterEach(() => {
  reloadPage.mockClear();
  vi.useRealTimers();
  localStorage.clear();
});

async function choose(user: ReturnType<typeof render>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Active customer' }));
  await user.click(await screen.findByTitle(name));
}

describe('CustomerSwitcher', () => {
  it('shows the active customer', async () => {
    render('/');
    expect(await screen.findByTitle('Acme Retail')).toBeInTheDocument();
  });

  it('on home: resets the cache, makes the choice active and stored, reloads at once', async () => {
    const { user, store, server } = render('/');
    await screen.findByTitle('Acme Retail');
    await choose(user, 'Brandco');
    expect(store.getState().session.activeCustomerId).toBe(2);
    expect(localStorage.getItem('activeCustomerId')).toBe('2');
    // The reset cache makes the still-mounted switcher load the customers a second time.
    await waitFor(() => expect(server.requests.filter((r) => r.url.endsWith('/get-all'))).toHaveLength(2));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('elsewhere: goes home, then reloads after the switch delay', async () => {
    const { user, router } = render('/dashboards/');
    await screen.findByTitle('Acme Retail');
    const timers = vi.spyOn(window, 'setTimeout');
    await choose(user, 'Brandco');
    expect(router.state.location.pathname).toBe('/');
    const call = timers.mock.calls.find(([callback]) => callback === reloadPage);
    expect(call?.[1]).toBe(CUSTOMER_SWITCH_RELOAD_MS);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, CUSTOMER_SWITCH_RELOAD_MS + 50));
    });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    timers.mockRestore();
  });
});

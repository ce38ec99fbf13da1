import { configureApiClient, selectIsAuthenticated, type AppFeature, type RootState } from '@shelfsight/api-client';
import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { devShellFeatures } from './devApp';
import { appRouterSetup } from './router';
import { createAppStore, injectFeatureSlices } from './store';

function NotesPage() {
  return <p>Notes screen</p>;
}

const notes: AppFeature = {
  id: 'notes',
  routes: [
    { path: '/notes/', Component: NotesPage },
    { path: '/notes/:id/', Component: NotesPage },
  ],
};

const user = { ...sampleAuthUser, isAdmin: false, userRoles: [], roles: [] };
const acme = { id: 42, name: 'Acme Retail', customerDisplayName: null, accountType: 'CUSTOMER', pendingSetup: false };

/** What the stand-in server answers: one active customer, and the user for anything else. */
function answerFor(path: string): unknown {
  if (path.endsWith('/customer/get-all')) return { 42: acme };
  if (path.endsWith('/customer/get-active')) return { ...acme, licenseName: null, dataRetention: { months: 3 } };
  if (path.endsWith('/data-freshness'))
    return { accountStatus: 'ACTIVE', lastUpdated: null, pdpCount: 0, retailers: [] };
  return { user, scopes: {} };
}

function renderDevShell(path: string, preloadedState: Partial<RootState> = { session: undefined }) {
  configureApiClient({
    onUnauthorized: () => {},
    onRateLimited: () => {},
    baseUrl: 'http://shelfsight.test/api',
    fetch: async (input, init) => {
      const asked = new URL((input instanceof Request ? input : new Request(input, init)).url).pathname;
      return Response.json(answerFor(asked));
    },
  });
  const store = createAppStore(preloadedState);
  const { routes, patchRoutesOnNavigation } = appRouterSetup(
    devShellFeatures([notes]),
    (feature) => injectFeatureSlices(feature, store),
    () => selectIsAuthenticated(store.getState()),
    store,
  );
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, routes };
}

function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

afterEach(() => localStorage.clear());

describe('dev shell', () => {
  it("holds the feature's routes, auth's and its own home, and no other feature's", async () => {
    const { routes } = renderDevShell('/429/');
    const paths = pathsOf(routes);
    expect(paths).toEqual(expect.arrayContaining(['/notes/', '/notes/:id/', '/login/', '/']));
    // The app's other features (here, widgets and dashboards) are not in it, nor discovered later.
    expect(paths).not.toContain('/widgets/');
    expect(paths.some((path) => path.startsWith('/dashboards'))).toBe(false);
    await expect(devShellFeatures([notes]).loadDiscovered()).resolves.toEqual([]);
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
  });

  it("sends a signed-out visitor of the feature's screen to sign-in", async () => {
    const { router } = renderDevShell('/notes/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/');
  });

  it("shows a signed-in user the feature's screen in the main layout, and a home linking to it", async () => {
    const session = signedInSession({ token: 'access-1', user, scopes: {}, activeCustomerId: 42 });
    const { router } = renderDevShell('/notes/', { session });
    expect(await screen.findByText('Notes screen')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('link', { name: '/notes/' })).toHaveAttribute('href', '/notes/');
    expect(screen.queryByRole('link', { name: '/notes/:id/' })).not.toBeInTheDocument();
  });
});

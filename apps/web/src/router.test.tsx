import {
  configureApiClient,
  selectIsAuthenticated,
  sessionStarted,
  type AppFeature,
  type RoutePreload,
} from '@shelfsight/api-client';
import type { DataFreshness } from '@shelfsight/contracts';
import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appRouterSetup,
  buildRoutes,
  createAppStore,
  discoverFeatureRoutes,
  injectFeatureSlices,
} from '@shelfsight/app-shell';
import { appFeatures, startupFeatures } from './features';

// A signed-in analyst: not an admin, so admin-only tiles must stay hidden.
const user = { ...sampleAuthUser, isAdmin: false, userRoles: [], roles: [] };

const signedIn = { session: signedInSession({ token: 'access-1', user, scopes: {}, activeCustomerId: null }) };

// The customer bootstrap asks for the user's customers; answer one active customer so it stays put.
const acme = { id: 42, name: 'Acme Retail', customerDisplayName: null, accountType: 'CUSTOMER', pendingSetup: false };
function answerFor(path: string, currentUser = user): unknown {
  if (path.endsWith('/customer/get-all')) return { 42: acme };
  if (path.endsWith('/customer/get-active')) return { ...acme, licenseName: null, dataRetention: { months: 3 } };
  if (path.endsWith('/notifications') || path.endsWith('/user-system-messages')) return [];
  if (path.endsWith('/dashboards') || path.endsWith('/dashboards/tabs/list')) return [];
  // The header's freshness note asks as soon as a customer is active; any other answer breaks it.
  if (path.endsWith('/data-freshness')) {
    return {
      accountStatus: 'ACTIVE',
      lastUpdated: '2027-03-01T06:00:00.000Z',
      pdpCount: 120,
      retailers: [],
    } satisfies DataFreshness;
  }
  return { user: currentUser, scopes: {} };
}

interface RenderOptions {
  /** The page's address whose preload the app's start-up has already started. */
  preloadedAtStartup?: URL;
  /** The user the server answers for GET /api/auth/user. */
  currentUser?: typeof user;
  /** Extra features: in the start-up table (`startup`) or found by route discovery (`discovered`). */
  startup?: AppFeature[];
  discovered?: AppFeature[];
}

function renderApp(path: string, preloadedState?: Parameters<typeof createAppStore>[0], options: RenderOptions = {}) {
  // The current-user load of the guard answers with the same user.
  configureApiClient({
    onUnauthorized: () => {},
    onRateLimited: () => {},
    baseUrl: 'http://shelfsight.test/api',
    fetch: async (input, init) => {
      const path = new URL((input instanceof Request ? input : new Request(input, init)).url).pathname;
      return new Response(JSON.stringify(answerFor(path, options.currentUser)), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const store = createAppStore(preloadedState ?? { session: undefined });
  const prepare = (feature: AppFeature) => injectFeatureSlices(feature, store);
  const isSignedIn = () => selectIsAuthenticated(store.getState());
  const setup = appRouterSetup(appFeatures, prepare, isSignedIn, store);
  const routes = options.startup
    ? buildRoutes([...startupFeatures, ...options.startup], prepare, isSignedIn, store)
    : setup.routes;
  const patchRoutesOnNavigation = options.discovered
    ? discoverFeatureRoutes(
        prepare,
        isSignedIn,
        async () => options.discovered ?? [],
        store,
        options.preloadedAtStartup,
      )
    : setup.patchRoutesOnNavigation;
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store, unmount: view.unmount };
}

afterEach(() => localStorage.clear());

describe('app router', () => {
  it('sends an anonymous visitor of / to the sign-in page', async () => {
    const { router, store } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/');
    expect(store.getState().authFlow?.redirect).toBe('/');
  });

  it('shows the not-found page for an unknown route', async () => {
    renderApp('/no-such-screen/');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the not-found page inside the app shell, with its menu', async () => {
    renderApp('/no-such-screen/', signedIn);
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Home');
    expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('shows a signed-in user the home tabs in the main layout with only working menu tiles', async () => {
    renderApp('/', signedIn);
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText('No home tabs yet. Put dashboards on a home tab to see them here.'),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Home');
    expect(nav).toHaveTextContent('Help center');
    // Pricing is for admins without custom pricing.
    expect(nav).not.toHaveTextContent('Pricing');
    expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('sends a signed-in user away from the sign-in page', async () => {
    const { router } = renderApp('/login/', signedIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('renders the rate-limit and error pages for anyone', async () => {
    const { router } = renderApp('/429/');
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await act(() => router.navigate('/error/404'));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});

function NotesPage() {
  return <p>Notes screen</p>;
}

describe('code behind sign-in', () => {
  it('is not downloaded for a signed-out visitor, who is sent to sign in; it loads once they have', async () => {
    const loadNotesScreen = vi.fn(async () => ({ Component: NotesPage }));
    const notes: AppFeature = {
      id: 'notes',
      routes: [{ path: '/notes/', lazy: loadNotesScreen, handle: { layout: 'main', access: 'signed-in' } }],
    };
    const { router, store } = renderApp('/notes/', undefined, { discovered: [notes] });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/');
    expect(loadNotesScreen).not.toHaveBeenCalled();
    // Nor the signed-in shell: its navigation never appears.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    act(() => {
      store.dispatch(sessionStarted({ token: 'access-1', user, scopes: {} }));
    });
    await act(() => router.navigate('/notes/'));
    expect(await screen.findByText('Notes screen')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(loadNotesScreen).toHaveBeenCalledTimes(1);
  });

  it('loads with the route for a signed-in user', async () => {
    const loadNotesScreen = vi.fn(async () => ({ Component: NotesPage }));
    const notes: AppFeature = {
      id: 'notes',
      routes: [{ path: '/notes/', lazy: loadNotesScreen, handle: { layout: 'main', access: 'signed-in' } }],
    };
    renderApp('/notes/', signedIn, { discovered: [notes] });
    expect(await screen.findByText('Notes screen')).toBeInTheDocument();
    expect(loadNotesScreen).toHaveBeenCalledTimes(1);
  });
});

describe('route preloads', () => {
  /** A notes feature whose screen loads only when `release` is called, and whose route preloads. */
  function notesWithPreload(preload: RoutePreload) {
    let release = () => {};
    const screenLoaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const notes: AppFeature = {
      id: 'notes',
      routes: [
        {
          path: '/notes/',
          lazy: async () => {
            await screenLoaded;
            return { Component: NotesPage };
          },
          handle: { layout: 'main', access: 'signed-in', preload },
        },
      ],
    };
    return { notes, release };
  }

  it('starts while the code of its screen is still loading, with the address and the store', async () => {
    const preload = vi.fn<RoutePreload>();
    const { notes, release } = notesWithPreload(preload);
    const { store } = renderApp('/notes/?id=7', signedIn, { discovered: [notes] });
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Notes screen')).toBeNull();
    const [location, given] = preload.mock.calls[0] ?? [];
    expect(location?.pathname).toBe('/notes/');
    expect(location?.searchParams.get('id')).toBe('7');
    expect(given?.getState()).toBe(store.getState());
    release();
    expect(await screen.findByText('Notes screen')).toBeInTheDocument();
  });

  it("for the page's own address, starts before the router asks for the screen's code, and only once", async () => {
    const calls: string[] = [];
    const preload = vi.fn<RoutePreload>(() => {
      calls.push('preload');
    });
    const notes: AppFeature = {
      id: 'notes',
      routes: [
        {
          path: '/notes/',
          lazy: async () => {
            calls.push('screen code');
            return { Component: NotesPage };
          },
          handle: { layout: 'main', access: 'signed-in', preload },
        },
      ],
    };
    // The address the browser opened with is the router's first one.
    window.history.replaceState(null, '', '/notes/?id=9');
    try {
      renderApp('/notes/?id=9', signedIn, { discovered: [notes] });
      expect(await screen.findByText('Notes screen')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
    expect(calls).toEqual(['preload', 'screen code']);
    expect(preload.mock.calls[0]?.[0].searchParams.get('id')).toBe('9');
  });

  it("is not started again for the page's address whose preload the start-up started, nor by its loader", async () => {
    const preload = vi.fn<RoutePreload>();
    const { notes, release } = notesWithPreload(preload);
    window.history.replaceState(null, '', '/notes/?id=4');
    try {
      release();
      renderApp('/notes/?id=4', signedIn, {
        discovered: [notes],
        preloadedAtStartup: new URL('http://shelfsight.test/notes/?id=4'),
      });
      expect(await screen.findByText('Notes screen')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
    expect(preload).not.toHaveBeenCalled();
  });

  it('is not run for a signed-out visitor, and a failing one does not keep the screen from showing', async () => {
    const refused = vi.fn<RoutePreload>();
    const signedOut = notesWithPreload(refused);
    const first = renderApp('/notes/', undefined, { discovered: [signedOut.notes] });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(refused).not.toHaveBeenCalled();
    first.unmount();

    const failing = notesWithPreload(() => Promise.reject(new Error('offline')));
    failing.release();
    renderApp('/notes/', signedIn, { discovered: [failing.notes] });
    expect(await screen.findByText('Notes screen')).toBeInTheDocument();
  });
});

// No product-management screen exists yet: a feature of this test stands in for one.
const productArea: AppFeature = {
  id: 'product-area-test',
  routes: [{ path: '/admin/test-area/', element: <p>Product area screen</p> }],
};
const productManager = { ...user, hasProductManagement: true };

describe('product-access guard', () => {
  it('sends a user without product management from a product-management screen to /no-access/', async () => {
    const { router } = renderApp('/admin/test-area/', signedIn, { startup: [productArea] });
    expect(await screen.findByText('No access')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-access/');
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it('lets a product manager in, deciding on the user the server answers', async () => {
    renderApp('/admin/test-area/', signedIn, { startup: [productArea], currentUser: productManager });
    expect(await screen.findByText('Product area screen')).toBeInTheDocument();
  });

  it('guards discovered screens of the area without the feature asking for it', async () => {
    const { router } = renderApp('/admin/test-area/', signedIn, { discovered: [productArea] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-access/'));
    expect(screen.queryByText('Product area screen')).toBeNull();
  });

  it('refuses unknown paths of the area before saying they do not exist', async () => {
    const refused = renderApp('/admin/no-such-screen/', signedIn);
    await waitFor(() => expect(refused.router.state.location.pathname).toBe('/no-access/'));
    refused.unmount();
    renderApp('/admin/no-such-screen/', signedIn, { currentUser: productManager });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});

import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../store';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  /** The location the memory router starts at. */
  route?: string;
  /** An existing store, e.g. one with feature slices injected; otherwise one is made from preloadedState. */
  store?: AppStore;
}

// An empty session unless the test preloads one, so local storage left by other tests never leaks in.
const storeFor = ({ store, preloadedState }: ProviderOptions): AppStore =>
  store ?? makeStore({ session: undefined, ...preloadedState });

/** Renders `ui` inside the redux Provider, a MemoryRouter at `route` and antd's App. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { preloadedState: _state, route = '/', store: _store, ...renderOptions } = options;
  const store = storeFor(options);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <App>{children}</App>
      </MemoryRouter>
    </Provider>
  );
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

const NoFallback = () => null;

/**
 * Renders route objects in a data router at `route`, for screens that rely on loaders, lazy routes or
 * guards. Returns the router too, to assert where navigation ended.
 */
export function renderRoutes(routes: RouteObject[], options: ProviderOptions = {}) {
  const { preloadedState: _state, route = '/', store: _store, ...renderOptions } = options;
  const store = storeFor(options);
  // A pathless parent gives the first load something to show while loaders run.
  const router = createMemoryRouter([{ HydrateFallback: NoFallback, children: routes }], { initialEntries: [route] });
  const view = render(
    <Provider store={store}>
      <App>
        <RouterProvider router={router} />
      </App>
    </Provider>,
    renderOptions,
  );
  return { store, router, user: userEvent.setup(), ...view };
}
export { fakeRoutes, fakeServer, jsonResponse } from './fakeServer';
export { requestsSentBy } from './requestsSentBy';

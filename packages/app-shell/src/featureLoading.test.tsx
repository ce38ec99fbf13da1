import { createSlice } from '@reduxjs/toolkit';
import type { AppFeature } from '@shelfsight/api-client';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes, discoverFeatureRoutes } from './router';
import { createAppStore, injectFeatureSlices } from './store';

const notesSlice = createSlice({ name: 'notes', initialState: { draft: 'first note' }, reducers: {} });

function NotesPage() {
  return <p>Notes screen</p>;
}

describe('feature loading', () => {
  it('loads and injects a feature slice only when a route of the feature loads', async () => {
    const loadSlices = vi.fn(async () => [notesSlice]);
    const notes: AppFeature = {
      id: 'notes',
      routes: [{ path: '/notes/', Component: NotesPage, handle: { layout: 'empty', access: 'public' } }],
      loadSlices,
    };
    const store = createAppStore({ session: undefined });
    const router = createMemoryRouter(
      buildRoutes(
        [notes],
        (feature) => injectFeatureSlices(feature, store),
        () => false,
      ),
      { initialEntries: ['/429/'] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(loadSlices).not.toHaveBeenCalled();
    expect(store.getState()).not.toHaveProperty('notes');

    await act(() => router.navigate('/notes/'));
    expect(await screen.findByText('Notes screen')).toBeInTheDocument();
    expect(loadSlices).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ notes: { draft: 'first note' } });
  });

  it('discovers the route tables of later features only when a path needs them', async () => {
    const loadSlices = vi.fn(async () => [notesSlice]);
    const load = vi.fn(async (): Promise<AppFeature[]> => [
      {
        id: 'notes',
        routes: [{ path: '/notes/', Component: NotesPage, handle: { layout: 'empty', access: 'public' } }],
        loadSlices,
      },
    ]);
    const store = createAppStore({ session: undefined });
    const prepare = (feature: AppFeature) => injectFeatureSlices(feature, store);
    const router = createMemoryRouter(
      buildRoutes([], prepare, () => false),
      {
        initialEntries: ['/429/'],
        patchRoutesOnNavigation: discoverFeatureRoutes(prepare, () => false, load),
      },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(() => router.navigate('/notes/'));
    expect(await screen.findByText('Notes screen')).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ notes: { draft: 'first note' } });

    await act(() => router.navigate('/no-such-screen/'));
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('patches the discovered routes in once per layout, each layout with all of its routes', async () => {
    const screenRoute = (path: string, layout: 'empty' | 'main') => ({
      path,
      Component: NotesPage,
      handle: { layout, access: 'public' as const },
    });
    const load = async (): Promise<AppFeature[]> => [
      { id: 'notes', routes: [screenRoute('/notes/', 'empty'), screenRoute('/notes/archive/', 'main')] },
      { id: 'memos', routes: [screenRoute('/memos/', 'empty')] },
    ];
    const patch = vi.fn<(id: string | null, routes: RouteObject[]) => void>();
    const discover = discoverFeatureRoutes(
      async () => undefined,
      () => false,
      load,
    );
    await discover({
      path: '/memos/',
      patch,
      signal: new AbortController().signal,
      matches: [],
      fetcherKey: undefined,
    });

    expect(patch.mock.calls.map(([id, routes]) => [id, routes.map((route) => route.path)])).toEqual([
      ['layout-public-empty', ['/notes/', '/memos/']],
      ['layout-public-main', ['/notes/archive/']],
    ]);
  });
});

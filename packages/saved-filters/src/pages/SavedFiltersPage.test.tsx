import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleFilters } from '../testing/sampleData';
import { SavedFiltersPage } from './SavedFiltersPage';

const routes = [
  { path: '/saved-filters/', element: <SavedFiltersPage /> },
  { path: '/saved-filters/create/', element: <p>Create form</p> },
  { path: '/product-filters/', element: <SavedFiltersPage /> },
];
const session = { session: signedInSession() };

describe('SavedFiltersPage', () => {
  it('lists the saved filters and narrows them by the search', async () => {
    fakeRoutes({ 'GET /api/customer/42/saved-filters': () => json(sampleFilters) });
    const { user } = renderRoutes(routes, { route: '/saved-filters/', preloadedState: session });
    expect(await screen.findByText('Nordic Philips')).toBeInTheDocument();
    expect(screen.getByText('Own brands everywhere')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search filters'), 'paula');
    expect(screen.queryByText('Nordic Philips')).toBeNull();
    expect(screen.getByText('Own brands everywhere')).toBeInTheDocument();
  });

  it('lists the product filters from product-saved-filters', async () => {
    const server = fakeRoutes({ 'GET /api/customer/42/product-saved-filters': () => json([sampleFilters[1]]) });
    renderRoutes(routes, { route: '/product-filters/', preloadedState: session });
    expect(await screen.findByRole('heading', { name: 'Product filters' })).toBeInTheDocument();
    expect(await screen.findByText('Own brands everywhere')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual(['/api/customer/42/product-saved-filters']);
  });

  it('deletes a filter after confirmation and drops it from the list', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/saved-filters': () => json(sampleFilters),
      'DELETE /api/customer/42/saved-filter/13': () => json({ id: 13 }),
    });
    const { user } = renderRoutes(routes, { route: '/saved-filters/', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Delete Draft' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Draft')).toBeNull());
    expect(server.calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/saved-filter/13'))).toBe(true);
  });

  it('opens the create form', async () => {
    fakeRoutes({ 'GET /api/customer/42/saved-filters': () => json([]) });
    const { user, router } = renderRoutes(routes, { route: '/saved-filters/', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Create filter' }));
    expect(router.state.location.pathname).toBe('/saved-filters/create/');
  });
});

import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleFinderHits } from '../../testing/productsAdminSamples';
import { ProductFinderPage } from './ProductFinderPage';

const routes = [{ path: '/product-finder/', element: <ProductFinderPage /> }];
const session = { session: signedInSession() };

describe('ProductFinderPage', () => {
  it('finds product pages by what was typed and keeps the search in the address', async () => {
    const server = fakeRoutes({ 'GET /api/customer/42/product-finder': () => json(sampleFinderHits) });
    const { user, router } = renderRoutes(routes, { route: '/product-finder/', preloadedState: session });
    await user.type(screen.getByRole('searchbox', { name: 'Find products' }), 'TV-18CD{Enter}');
    expect(await screen.findByText('B07XK4TV18')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=TV-18CD');
    expect(new URL(server.requests[0]!.url).searchParams.get('search')).toBe('TV-18CD');
  });

  it('says so when nothing matches', async () => {
    fakeRoutes({ 'GET /api/customer/42/product-finder': () => json([]) });
    renderRoutes(routes, { route: '/product-finder/?search=zzz', preloadedState: session });
    expect(await screen.findByText('No product page matches "zzz".')).toBeInTheDocument();
  });
});

import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { ProductCount, ProductCountRequest } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELECTION_MARKERS } from '../../components/RetailerSelectionCard';
import {
  sampleBrands,
  sampleCategories,
  sampleSelectionFilters,
  sampleSelectionRetailers,
  sampleTags,
} from '../../testing/selectionSamples';
import { ProductSelectionPage } from './ProductSelectionPage';

const base = '/api/customer/42/product-selection';
const adminScopes = { 'system-admin': false, admin: true, 'admin-or-product-manager': true, 'no-custom-pricing': true };
const session = { preloadedState: { session: signedInSession({ scopes: adminScopes }) } };

/** A plain count: per retailer, the number of filters asked for stands in for products (every filter 10). */
function countOf(request: ProductCountRequest): ProductCount {
  const retailers = request.retailerIds.map((retailerId) => {
    const filters = request.filters.filter((filter) => filter.retailerId === retailerId);
    return { retailerId, productCount: filters.length * 10, filterCounts: filters.map(() => 10) };
  });
  return { totalCount: retailers.reduce((sum, r) => sum + r.productCount, 0), retailers };
}

const lookups = (filters = sampleSelectionFilters) => ({
  [`GET ${base}/retailers`]: () => json(sampleSelectionRetailers),
  [`GET ${base}/filters`]: () => json(filters),
  'GET /api/customer/42/tags': () => json(sampleTags),
  [`GET ${base}/retailer/1/license-filter/available-brands`]: () => json(sampleBrands),
  [`GET ${base}/retailer/3/license-filter/available-brands`]: () => json(sampleBrands),
  [`GET ${base}/retailer/1/license-filter/available-categories`]: () => json(sampleCategories),
  [`GET ${base}/retailer/3/license-filter/available-categories`]: () => json(sampleCategories),
});
const counting = {
  [`POST ${base}/product-count`]: async (request: Request) =>
    json(countOf((await request.json()) as ProductCountRequest)),
};
const kaufhalle = () => within(screen.getByText('Kaufhalle').closest('.ant-card') as HTMLElement);

describe('ProductSelectionPage', () => {
  it('shows the saved selection per retailer with live counts', async () => {
    fakeRoutes({ ...lookups(), ...counting });
    renderWithProviders(<ProductSelectionPage />, session);
    // Kaufhalle has two saved filters, Elektro Markt one: 20 + 10 products.
    expect(await screen.findByText('30 products tracked')).toBeInTheDocument();
    expect(kaufhalle().getByLabelText('Products tracked at Kaufhalle')).toHaveTextContent('20 products');
    expect(await kaufhalle().findByText('Brands: Brewmaster')).toBeInTheDocument();
    expect(kaufhalle().getByText('Categories: Coffee machines · Tags: Premium')).toBeInTheDocument();
  });

  it('shows no count of zero when no retailer has filters, and says that every product is tracked', async () => {
    fakeRoutes({ ...lookups([]), ...counting });
    renderWithProviders(<ProductSelectionPage />, session);
    expect(await screen.findByText(/^No retailer has filters: every product is tracked/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Products tracked')).not.toBeInTheDocument();
  });

  it('counts once for all and once per retailer, each call superseding only its own predecessor, silently', async () => {
    // The first count of each kind is held: all retailers (null), Kaufhalle (1) and Elektro Markt (3). (The count
    // of the empty draft, before the saved selection is in, is answered at once.)
    const held = new Map<number | null, { request: Request; answer: () => void }>();
    const server = fakeRoutes({
      ...lookups(),
      [`POST ${base}/product-count`]: async (request) => {
        const body = (await request.clone().json()) as ProductCountRequest;
        const kind = body.retailerId ?? null;
        if (held.has(kind) || body.retailerIds.length === 0) return json(countOf(body));
        return new Promise<Response>((resolve, reject) => {
          held.set(kind, { request, answer: () => resolve(json(countOf(body))) });
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      },
    });
    const { user } = renderWithProviders(<ProductSelectionPage />, session);
    await waitFor(() => expect([...held.keys()].sort()).toEqual([1, 3, null].sort()));
    const countCalls = () =>
      server.calls.filter(
        (call) => call.path.endsWith('/product-count') && (call.body as ProductCountRequest).retailerIds.length > 0,
      );
    const firstCalls = countCalls();
    expect(firstCalls.map((call) => (call.body as ProductCountRequest).retailerId).sort()).toEqual([1, 3, null].sort());
    const kaufhalleAsked = firstCalls.find((call) => (call.body as ProductCountRequest).retailerId === 1)!;
    expect(kaufhalleAsked.body).toMatchObject({ retailerIds: [1], filters: [{ retailerId: 1 }, { retailerId: 1 }] });

    await user.click(await kaufhalle().findByRole('button', { name: 'Remove filter Brands: Brewmaster' }));
    // Kaufhalle keeps one filter (10 products), Elektro Markt its one (10): 20 in all.
    expect(await screen.findByText('20 products tracked')).toBeInTheDocument();
    expect(held.get(null)!.request.signal.aborted).toBe(true);
    expect(held.get(1)!.request.signal.aborted).toBe(true);
    // Elektro Markt's filters did not change: it is not asked again, and its count is not cancelled.
    expect(held.get(3)!.request.signal.aborted).toBe(false);
    const laterCalls = countCalls().slice(firstCalls.length);
    expect(laterCalls.map((call) => (call.body as ProductCountRequest).retailerId).sort()).toEqual([1, null].sort());
    expect(await kaufhalle().findByLabelText('Products tracked at Kaufhalle')).toHaveTextContent('10 products');
    held.get(3)!.answer();
    const elektro = within(screen.getByText('Elektro Markt').closest('.ant-card') as HTMLElement);
    expect(elektro.getByLabelText('Products tracked at Elektro Markt')).toHaveTextContent('10 products');
    expect(screen.queryByText('The product count could not be loaded.')).not.toBeInTheDocument();
    expect(kaufhalle().getByText(SELECTION_MARKERS.deleting)).toBeInTheDocument();
  });

  it('saves by deleting the removed filters first, then creating the new ones', async () => {
    const server = fakeRoutes({
      ...lookups(),
      ...counting,
      [`DELETE ${base}/filters/delete/21`]: () => json({ id: 21 }),
      [`POST ${base}/filters/create`]: async (request) => json({ id: 30, ...((await request.json()) as object) }),
    });
    const { user } = renderWithProviders(<ProductSelectionPage />, session);
    await user.click(await screen.findByLabelText('Tags at Kaufhalle'));
    await user.click(await screen.findByTitle('Entry'));
    await user.click(kaufhalle().getByRole('button', { name: /Add filter/ }));
    expect(kaufhalle().getByText(SELECTION_MARKERS.creating)).toBeInTheDocument();
    await user.click(kaufhalle().getByRole('button', { name: 'Remove filter Brands: Brewmaster' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls.filter((call) => call.path === `${base}/filters`)).toHaveLength(2));
    const writes = server.calls.filter((call) => call.method !== 'GET' && !call.path.endsWith('product-count'));
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE ${base}/filters/delete/21`,
      `POST ${base}/filters/create`,
    ]);
    expect(writes[1]!.body).toEqual({ retailerId: 1, brands: [], categories: [], tags: [13] });
  });

  it('lists the filters the server refused to save', async () => {
    fakeRoutes({
      ...lookups(),
      ...counting,
      [`POST ${base}/filters/create`]: () =>
        json({ statusCode: 400, error: 'Bad Request', message: 'This retailer is not tracked by the customer.' }, 400),
    });
    const { user } = renderWithProviders(<ProductSelectionPage />, session);
    await user.click(await screen.findByLabelText('Brands at Kaufhalle'));
    await user.click(await screen.findByTitle('Vaporo (51)'));
    await user.click(kaufhalle().getByRole('button', { name: /Add filter/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some filters were not saved')).toBeInTheDocument();
    expect(
      screen.getByText(/Creating a filter of Kaufhalle: This retailer is not tracked by the customer\./),
    ).toBeInTheDocument();
    // Afterwards the draft is the saved selection again: no markers are left.
    await waitFor(() => expect(screen.queryByText('creating')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled());
  });

  it('removing a retailer removes its filters', async () => {
    const server = fakeRoutes({ ...lookups(), ...counting });
    const { user } = renderWithProviders(<ProductSelectionPage />, session);
    await user.click(await screen.findByRole('button', { name: 'Remove Kaufhalle' }));
    expect(screen.queryByText('Kaufhalle')).not.toBeInTheDocument();
    await waitFor(() => {
      const last = server.calls.filter((call) => call.path.endsWith('/product-count')).at(-1)!;
      expect(last.body).toMatchObject({ retailerIds: [3], filters: [{ retailerId: 3 }] });
    });
  });

  it('tells product managers that the selection is for administrators', async () => {
    fakeRoutes({ ...lookups(), ...counting });
    const scopes = { ...adminScopes, admin: false };
    renderWithProviders(<ProductSelectionPage />, { preloadedState: { session: signedInSession({ scopes }) } });
    expect(screen.getByText('Product selection is for administrators of this customer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse, requestsSentBy } from '@shelfsight/api-client/test-utils';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CUSTOMER_RETAILERS, SAMPLE_PRODUCT_FILTER_ITEMS } from '../samples';
import { catalogueApi, useProductChoices, useProductName, useRetailerChoices, useRetailerName } from './catalogueApi';

function withStore() {
  const store = makeStore({ session: signedInSession() });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

describe('catalogueApi', () => {
  it('asks for the retailers of the active customer', async () => {
    expect(
      await requestsSentBy((store) => store.dispatch(catalogueApi.endpoints.getCustomerRetailers.initiate('access'))),
    ).toEqual(['GET /api/customer/42/retailers']);
  });

  it('asks for every tracked retailer with scope=all only', async () => {
    const server = fakeRoutes({ 'GET /api/customer/42/retailers': () => jsonResponse(SAMPLE_CUSTOMER_RETAILERS) });
    const { store } = withStore();
    await store.dispatch(catalogueApi.endpoints.getCustomerRetailers.initiate('all'));
    await store.dispatch(catalogueApi.endpoints.getCustomerRetailers.initiate('access'));
    expect(server.requests.map((request) => new URL(request.url).search)).toEqual(['?scope=all', '']);
  });
});

describe('useRetailerChoices', () => {
  it('offers the retailers by id and display name, in the order the server gave', async () => {
    fakeRoutes({ 'GET /api/customer/42/retailers': () => jsonResponse(SAMPLE_CUSTOMER_RETAILERS) });
    const { result } = renderHook(() => useRetailerChoices('all'), withStore());
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.slice(0, 3)).toEqual([
      { id: 12, name: 'Amazon UK' },
      { id: 14, name: 'Asda' },
      { id: 17, name: 'Boots' },
    ]);
  });

  it('asks nothing while skipped', async () => {
    const server = fakeRoutes({});
    const { result } = renderHook(() => useRetailerChoices('access', { skip: true }), withStore());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(server.calls).toEqual([]);
  });
});

describe('useProductChoices', () => {
  it('offers the products filter list as ids, names and GTINs', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/dashboard/filter/products': () => jsonResponse(SAMPLE_PRODUCT_FILTER_ITEMS),
    });
    const { result } = renderHook(() => useProductChoices(), withStore());
    await waitFor(() => expect(result.current.data).toHaveLength(8));
    expect(result.current.data?.[0]).toEqual({
      id: 102,
      name: 'Dove Original Shower Gel 250 ml',
      gtin: '8710447281741',
    });
    expect(server.calls.map((call) => call.path)).toEqual(['/api/customer/42/dashboard/filter/products']);
  });
});

describe('useProductName and useRetailerName', () => {
  it('name a product and a retailer from the catalogue, by id until it has answered', async () => {
    fakeRoutes({
      'GET /api/customer/42/dashboard/filter/products': () => jsonResponse(SAMPLE_PRODUCT_FILTER_ITEMS),
      'GET /api/customer/42/retailers': () => jsonResponse(SAMPLE_CUSTOMER_RETAILERS),
    });
    const [, , product] = SAMPLE_PRODUCT_FILTER_ITEMS;
    const [, retailer] = SAMPLE_CUSTOMER_RETAILERS;
    if (!product || !retailer) throw new Error('the samples hold three products and two retailers');
    const { result } = renderHook(
      () => ({ product: useProductName(product.id), retailer: useRetailerName(retailer.id) }),
      withStore(),
    );
    expect(result.current).toEqual({ product: `Product ${product.id}`, retailer: `Retailer ${retailer.id}` });
    await waitFor(() => expect(result.current).toEqual({ product: product.name, retailer: retailer.displayName }));
  });

  it('keep the id of a product no longer active', async () => {
    fakeRoutes({ 'GET /api/customer/42/dashboard/filter/products': () => jsonResponse(SAMPLE_PRODUCT_FILTER_ITEMS) });
    const missing = Math.max(...SAMPLE_PRODUCT_FILTER_ITEMS.map((item) => item.id)) + 1;
    const { result } = renderHook(
      () => ({ choices: useProductChoices(), name: useProductName(missing), known: useProductName(102) }),
      withStore(),
    );
    await waitFor(() => expect(result.current.choices.data).toBeDefined());
    expect(result.current.known).toBe('Dove Original Shower Gel 250 ml');
    expect(result.current.name).toBe(`Product ${missing}`);
  });

  it('ask nothing and give null for no id', async () => {
    const server = fakeRoutes({});
    const { result } = renderHook(() => [useProductName(null), useRetailerName(null)], withStore());
    expect(result.current).toEqual([null, null]);
    expect(server.calls).toEqual([]);
  });
});

describe('tags and tag categories', () => {
  it('asks for the tag categories and the tags of the active customer', async () => {
    expect(
      await requestsSentBy((store) => store.dispatch(catalogueApi.endpoints.getCatalogueTagCategories.initiate())),
    ).toEqual(['GET /api/customer/42/tag-categories']);
    expect(await requestsSentBy((store) => store.dispatch(catalogueApi.endpoints.getCatalogueTags.initiate()))).toEqual(
      ['GET /api/customer/42/tags'],
    );
  });
});

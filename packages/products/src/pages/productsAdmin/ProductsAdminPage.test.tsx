import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import type { ProductsV2Page } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  sampleAttributeColumns,
  sampleBrandItems,
  sampleCustomerRetailers,
  sampleProductsPage,
  sampleTagCategories,
  sampleTags,
} from '../../testing/productsAdminSamples';
import { PRODUCTS_ADMIN_TEXTS, ProductsAdminPage } from './ProductsAdminPage';

const routes = [{ path: '/admin/products/', element: <ProductsAdminPage /> }];
const session = { session: signedInSession() };
const lookups = {
  'GET /api/customer/42/tags': () => json(sampleTags),
  'GET /api/customer/42/tag-categories': () => json(sampleTagCategories),
  'GET /api/customer/42/product-attribute-columns': () => json(sampleAttributeColumns),
  'GET /api/customer/42/dashboard/filter/brands': () => json(sampleBrandItems),
  'GET /api/customer/42/retailers': () => json(sampleCustomerRetailers),
};
const lastPageRequest = (server: ReturnType<typeof fakeRoutes>) =>
  server.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/products-v2')).at(-1)?.body;

describe('ProductsAdminPage', () => {
  it('asks the server for a page and searches there, from the first page', async () => {
    const server = fakeRoutes({
      ...lookups,
      'POST /api/customer/42/products-v2': () => json(sampleProductsPage),
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/', preloadedState: session });
    expect(await screen.findByText('Cordless Drill 18 V')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      page: 1,
      pageSize: 50,
      sort: 'name',
      order: 'asc',
      filterSets: [],
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'tornvik{Enter}');
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
        search: 'tornvik',
        page: 1,
      }),
    );
  });

  it('says when a search finds nothing, and when there are no products at all', async () => {
    fakeRoutes({
      ...lookups,
      'POST /api/customer/42/products-v2': () => json({ ...sampleProductsPage, products: [], total: 0 }),
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/', preloadedState: session });
    expect(await screen.findByText(PRODUCTS_ADMIN_TEXTS.noProducts)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'no such drill{Enter}');
    expect(await screen.findByText(PRODUCTS_ADMIN_TEXTS.noMatch)).toBeInTheDocument();
  });

  it('adds a tag to the selected products and shows it in their row at once', async () => {
    let tagged = false;
    const withTag = (): ProductsV2Page => ({
      ...sampleProductsPage,
      products: sampleProductsPage.products.map((product) =>
        product.id === 102 && tagged
          ? { ...product, tags: [{ id: 12, categoryId: 1, category: 'Category', value: 'Power tools' }] }
          : product,
      ),
    });
    const server = fakeRoutes({
      ...lookups,
      'POST /api/customer/42/products-v2': () => json(withTag()),
      'POST /api/customer/42/products-v2/tags': () => {
        tagged = true;
        return json({ changed: 1 });
      },
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/', preloadedState: session });
    const row = (await screen.findByText('Cordless Drill 18 V')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Tag for the selected products' }));
    await user.click(await screen.findByText('Category: Power tools'));
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await within(row).findByText('Power tools')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path.endsWith('/products-v2/tags'))?.body).toEqual({
      action: 'add',
      productIds: [102],
      tagIds: [12],
    });
  });

  it('filters by brand, assortment retailer, tag and attribute values in one filter set, from the first page', async () => {
    const server = fakeRoutes({ ...lookups, 'POST /api/customer/42/products-v2': () => json(sampleProductsPage) });
    const { user } = renderRoutes(routes, { route: '/admin/products/', preloadedState: session });
    await screen.findByText('Cordless Drill 18 V');
    const pick = async (filter: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: filter }));
      await user.click(await screen.findByTitle(option));
      await user.keyboard('{Escape}');
    };
    await pick('Filter by brands', 'Tornvik');
    await pick('Filter by retailers', 'Hornbach');
    await pick('Filter by tags', 'Category: Power tools');
    await pick('Filter by attribute', 'Colour');
    await user.type(screen.getByRole('combobox', { name: 'Attribute values' }), 'Green{Enter}');
    await waitFor(() =>
      expect(lastPageRequest(server)).toEqual({
        page: 1,
        pageSize: 50,
        sort: 'name',
        order: 'asc',
        filterSets: [
          {
            brandIds: [6],
            tagIds: [12],
            retailerIds: [15],
            attributes: [{ attributeId: 21, values: ['Green'] }],
          },
        ],
      }),
    );
  });

  it('removes a tag from the selected products at once, and puts it back when the server refuses', async () => {
    let refuse = false;
    let removed = false;
    const page = (): ProductsV2Page => ({
      ...sampleProductsPage,
      products: sampleProductsPage.products.map((product) => (removed ? { ...product, tags: [] } : product)),
    });
    const server = fakeRoutes({
      ...lookups,
      'POST /api/customer/42/products-v2': () => json(page()),
      'POST /api/customer/42/products-v2/tags': () => {
        if (refuse) return json({ statusCode: 403, error: 'Forbidden', message: 'Read only' }, 403);
        removed = true;
        return json({ changed: 1 });
      },
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/', preloadedState: session });
    const row = (await screen.findByText('Repair & Care Shampoo 250 ml')).closest('tr')!;
    expect(within(row).getByText('Hair care')).toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('combobox', { name: 'Tag for the selected products' }));
    await user.click(await screen.findByText('Category: Hair care'));
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Remove tag' }));
    expect(await screen.findByText('The tag could not be removed; nothing changed.')).toBeInTheDocument();
    expect(within(row).getByText('Hair care')).toBeInTheDocument();
    refuse = false;
    await user.click(await screen.findByRole('button', { name: 'Remove tag' }));
    await waitFor(() => expect(within(row).queryByText('Hair care')).toBeNull());
    expect(server.calls.filter((call) => call.path.endsWith('/products-v2/tags')).at(-1)?.body).toEqual({
      action: 'remove',
      productIds: [101],
      tagIds: [11],
    });
  });

  it('puts the tag back when the server refuses', async () => {
    fakeRoutes({
      ...lookups,
      'POST /api/customer/42/products-v2': () => json(sampleProductsPage),
      'POST /api/customer/42/products-v2/tags': () =>
        json({ statusCode: 403, error: 'Forbidden', message: 'Read only' }, 403),
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/', preloadedState: session });
    const row = (await screen.findByText('Cordless Drill 18 V')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('combobox', { name: 'Tag for the selected products' }));
    await user.click(await screen.findByText('Category: Power tools'));
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('The tag could not be added; nothing changed.')).toBeInTheDocument();
    expect(within(row).queryByText('Power tools')).toBeNull();
  });

  it('edits a product and reads the page again', async () => {
    const server = fakeRoutes({
      ...lookups,
      'POST /api/customer/42/products-v2': () => json(sampleProductsPage),
      'PATCH /api/customer/42/products-v2/103': () => json({ ok: true }),
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Edit Espresso Beans Dark Roast 1 kg' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Brand'), 'Kaffeerösterei Nord');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
        name: 'Espresso Beans Dark Roast 1 kg',
        brandName: 'Kaffeerösterei Nord',
      }),
    );
    await waitFor(() => expect(server.calls.filter((call) => call.path.endsWith('/products-v2')).length).toBe(2));
  });
});

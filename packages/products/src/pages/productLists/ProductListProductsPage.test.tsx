import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { ProductDetailsOpenerProvider } from '@shelfsight/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleDetail } from '../../testing/sampleProductLists';
import { ProductListProductsPage } from './ProductListProductsPage';

const open = () =>
  renderWithProviders(<ProductListProductsPage />, {
    preloadedState: { session: signedInSession() },
    route: '/admin/product-lists/products/?id=1',
  });

describe('ProductListProductsPage', () => {
  it('lists the products with their codes and the counts of the list', async () => {
    const detail = sampleDetail();
    fakeRoutes({ 'GET /api/customer/42/product-lists/1': () => json(detail) });
    open();
    const table = await screen.findByRole('table');
    const toaster = (await within(table).findByText('Toaster T1')).closest('tr') as HTMLElement;
    expect(within(toaster).getByText(detail.products[0]!.gtinCodes.join(', '))).toBeInTheDocument();
    expect(screen.getByText(`${detail.productCount} products`)).toBeInTheDocument();
    expect(
      screen.getByText(`${detail.customFields.tags} tag categories, ${detail.customFields.attributes} attributes`),
    ).toBeInTheDocument();
  });

  it("shows each product with its picture and opens the product's details", async () => {
    const detail = sampleDetail();
    fakeRoutes({ 'GET /api/customer/42/product-lists/1': () => json(detail) });
    const opener = vi.fn();
    const { user } = renderWithProviders(
      <ProductDetailsOpenerProvider opener={opener}>
        <ProductListProductsPage />
      </ProductDetailsOpenerProvider>,
      { preloadedState: { session: signedInSession() }, route: '/admin/product-lists/products/?id=1' },
    );
    const toaster = (await screen.findByText('Toaster T1')).closest('tr') as HTMLElement;
    expect(within(toaster).getByRole('img', { name: 'Toaster T1' })).toHaveAttribute(
      'src',
      detail.products[0]!.imageUrl,
    );
    await user.click(within(toaster).getByRole('button', { name: /View product details/ }));
    expect(opener).toHaveBeenCalledWith({ productDummyId: 501 });
  });

  it('takes a product off the list', async () => {
    const { calls } = fakeRoutes({
      'GET /api/customer/42/product-lists/1': () => json(sampleDetail()),
      'POST /api/customer/42/product-lists/1/remove-product': () => json({ id: 1, productCount: 127 }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Remove Kettle K2' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ productIds: [502] });
  });
});

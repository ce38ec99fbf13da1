import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { SAMPLE_CUSTOMER_RETAILERS } from '@shelfsight/product-kit/samples';
import { ProductDetailsOpenerProvider } from '@shelfsight/ui-kit';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TaskLinks } from './TaskLinks';

describe('TaskLinks', () => {
  it('opens the linked product’s details through the bound opener, by pointer or keyboard', async () => {
    const open = vi.fn();
    const { user } = renderWithProviders(
      <ProductDetailsOpenerProvider opener={open}>
        <TaskLinks task={{ productId: 40, retailerId: null, widgetId: null }} />
      </ProductDetailsOpenerProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Product 40' }));
    expect(open).toHaveBeenCalledWith({ productDummyId: 40 });
    await user.click(document.body);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Product 40' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('links the widget to the widget editor, and shows nothing for a task linked to nothing', () => {
    const { rerender } = renderWithProviders(<TaskLinks task={{ productId: null, retailerId: 3, widgetId: 31 }} />);
    expect(screen.getByRole('link', { name: 'Widget 31' })).toHaveAttribute('href', '/widgets/edit/?id=31');
    expect(screen.getByRole('link', { name: 'Retailer 3' })).toHaveAttribute('href', '/admin/retailer/details/?id=3');
    rerender(<TaskLinks task={{ productId: null, retailerId: null, widgetId: null }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the widget once the server has answered', async () => {
    fakeRoutes({ 'GET /api/customer/42/widget/31': () => json({ id: 31, name: 'Price index by retailer' }) });
    renderWithProviders(<TaskLinks task={{ productId: null, retailerId: null, widgetId: 31 }} />, {
      preloadedState: { session: signedInSession() },
    });
    expect(await screen.findByRole('link', { name: 'Price index by retailer' })).toHaveAttribute(
      'href',
      '/widgets/edit/?id=31',
    );
  });

  it('names the product and the retailer from the catalogue', async () => {
    const retailer = SAMPLE_CUSTOMER_RETAILERS[2]!;
    const item = (id: number, name: string) => ({
      id,
      key: `p${id}`,
      name,
      details: null,
      savedFilterIds: [],
      excluded: false,
      licenseExcluded: false,
      roleExcluded: false,
      ownerName: null,
    });
    const product = item(40, 'SilkCare Repair & Care Shampoo 500 ml');
    fakeRoutes({
      'GET /api/customer/42/dashboard/filter/products': () =>
        json([item(39, 'SilkCare Volume Shampoo 250 ml'), product]),
      'GET /api/customer/42/retailers': () => json(SAMPLE_CUSTOMER_RETAILERS),
    });
    renderWithProviders(
      <ProductDetailsOpenerProvider opener={vi.fn()}>
        <TaskLinks task={{ productId: 40, retailerId: retailer.id, widgetId: null }} />
      </ProductDetailsOpenerProvider>,
      { preloadedState: { session: signedInSession() } },
    );
    expect(await screen.findByRole('button', { name: product.name })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: retailer.displayName })).toHaveAttribute(
      'href',
      `/admin/retailer/details/?id=${retailer.id}`,
    );
  });
});

import { productOverviewOutputSchema } from '@shelfsight/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_CARDS_STEP, ProductOverviewWidget, SHOW_MORE_PRODUCTS } from './ProductOverviewWidget';

const output = productOverviewOutputSchema.parse({
  products: [
    {
      productDummyId: 'dummy-1',
      name: 'NIVEA Creme 150 ml',
      brand: 'NIVEA',
      imageUrls: ['/images/nivea-creme.jpg'],
      retailerCount: 6,
      metrics: [
        { key: 'availability', name: 'Availability', value: 97.26, format: 'percent', trend: 1.8 },
        {
          key: 'price',
          name: 'Avg. selling price',
          value: 2.95,
          format: 'currency',
          currency: 'EUR',
          trend: 4.1,
          lowerIsBetter: true,
        },
      ],
    },
    {
      productDummyId: null,
      name: 'Dove Original Shower Gel 250 ml',
      brand: null,
      retailerCount: 1,
      metrics: [{ key: 'availability', name: 'Availability', value: null, format: 'percent' }],
    },
  ],
  totalProducts: 2,
});

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('ProductOverviewWidget', () => {
  it('shows each product with its image, brand, retailer count and metrics', async () => {
    render(<ProductOverviewWidget output={output} />);
    const nivea = card('NIVEA Creme 150 ml');
    expect(nivea.getByRole('img', { name: 'NIVEA Creme 150 ml' })).toHaveAttribute('src', '/images/nivea-creme.jpg');
    expect(nivea.getByText('NIVEA')).toBeInTheDocument();
    expect(nivea.getByText('Listed at 6 retailers')).toBeInTheDocument();
    expect(nivea.getByText('97.3%')).toBeInTheDocument();
    expect(nivea.getByText('€2.95')).toBeInTheDocument();
    // A price rise is bad.
    expect(nivea.getByText('+4.1%').closest('.ant-tag')).toHaveClass('ant-tag-error');
    expect(nivea.getByText('+1.8%').closest('.ant-tag')).toHaveClass('ant-tag-success');
    const dove = card('Dove Original Shower Gel 250 ml');
    expect(dove.getByText('Listed at 1 retailer')).toBeInTheDocument();
    expect(dove.getByText('-')).toBeInTheDocument();
    // No image address: the placeholder stands in.
    expect(dove.getByRole('img', { name: 'Dove Original Shower Gel 250 ml' }).tagName).toBe('SPAN');
  });

  it('offers product details only for cards with a product dummy id', async () => {
    const onProductDetails = vi.fn();
    render(<ProductOverviewWidget output={output} onProductDetails={onProductDetails} />);
    const buttons = screen.getAllByRole('button', { name: 'View product details' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    expect(onProductDetails).toHaveBeenCalledWith('dummy-1');
  });

  it('says how many products matched when only the top ones are shown', () => {
    render(<ProductOverviewWidget output={{ ...output, totalProducts: 40 }} />);
    expect(screen.getByText('Showing 2 of 40 products')).toBeInTheDocument();
  });

  it('shows the first twelve cards and twelve more on each "Show more", with no button in print', async () => {
    const [first] = output.products;
    const many = {
      products: Array.from({ length: 30 }, (_, index) => ({
        ...first!,
        productDummyId: `dummy-${index + 1}`,
        name: `Product ${index + 1}`,
      })),
      totalProducts: 1200,
    };
    const { unmount } = render(<ProductOverviewWidget output={many} />);
    expect(screen.getAllByRole('article')).toHaveLength(PRODUCT_CARDS_STEP);
    expect(screen.getByText(`Showing ${PRODUCT_CARDS_STEP} of 1,200 products`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SHOW_MORE_PRODUCTS }));
    expect(screen.getAllByRole('article')).toHaveLength(2 * PRODUCT_CARDS_STEP);
    await userEvent.click(screen.getByRole('button', { name: SHOW_MORE_PRODUCTS }));
    // All 30 of the answer are shown: nothing more to show here, though more products matched.
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.getByRole('article', { name: 'Product 30' })).toBeInTheDocument();
    expect(screen.getByText('Showing 30 of 1,200 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHOW_MORE_PRODUCTS })).not.toBeInTheDocument();
    unmount();

    render(<ProductOverviewWidget output={many} printed />);
    expect(screen.getAllByRole('article')).toHaveLength(PRODUCT_CARDS_STEP);
    expect(screen.queryByRole('button', { name: SHOW_MORE_PRODUCTS })).not.toBeInTheDocument();
  });

  it('says when no product matched', () => {
    render(<ProductOverviewWidget output={{ products: [], totalProducts: 0 }} />);
    expect(screen.getByText('No products found.')).toBeInTheDocument();
  });
});

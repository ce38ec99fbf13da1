import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_PRODUCTS } from '../../samples';
import { ProductCell } from './ProductCell';

const sonicare = SAMPLE_PRODUCTS.find((product) => product.brand === 'Philips')!;

// A feature of this test only: it offers an action on every product, without the product kit importing it.
const CompareAction = ({ productDummyId }: { productDummyId: string }) => <p>Comparing {productDummyId}</p>;
const compareFeature: AppFeature = {
  id: 'compare',
  routes: [],
  contributions: {
    'product.actions': [{ id: 'compare', label: 'Compare', load: async () => ({ default: CompareAction }) }],
  },
};

describe('ProductCell', () => {
  it('shows the image, the name and brand · GTIN beneath', () => {
    render(<ProductCell product={sonicare} />);
    expect(screen.getByRole('img', { name: 'Philips Sonicare ProtectiveClean 4300' })).toHaveAttribute(
      'src',
      'https://images.example.com/products/8718951388383.jpg',
    );
    expect(screen.getByText('Philips · 8718951388383')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View product details' })).not.toBeInTheDocument();
  });

  it('opens the product details by its dummy id, and leaves out an empty details line', async () => {
    const onProductDetails = vi.fn();
    const { container } = render(
      <ProductCell
        product={{ name: 'Own-label Cotton Buds, 200 pcs', productDummyId: 'dummy-9' }}
        onProductDetails={onProductDetails}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'View product details' }));
    expect(onProductDetails).toHaveBeenCalledWith('dummy-9');
    await userEvent.click(screen.getByRole('button', { name: 'Own-label Cotton Buds, 200 pcs' }));
    expect(onProductDetails).toHaveBeenCalledTimes(2);
    // The name alone, no empty line beneath it.
    expect(screen.getByText('Own-label Cotton Buds, 200 pcs').parentElement?.childElementCount).toBe(1);
    expect(container.textContent).toBe('Own-label Cotton Buds, 200 pcs');
  });

  it('offers the actions features contribute and runs the chosen one with the product’s dummy id', async () => {
    render(
      <SlotsProvider registry={createSlotRegistry([compareFeature])}>
        <ProductCell product={sonicare} />
      </SlotsProvider>,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'More actions for Philips Sonicare ProtectiveClean 4300' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Compare' }));
    expect(await screen.findByText(`Comparing ${sonicare.productDummyId}`)).toBeInTheDocument();
  });

  it('shows no actions menu when no feature contributes, without a bound registry or a dummy id', () => {
    const { rerender } = render(
      <SlotsProvider registry={createSlotRegistry([])}>
        <ProductCell product={sonicare} />
      </SlotsProvider>,
    );
    expect(screen.queryByRole('button', { name: /^More actions for / })).not.toBeInTheDocument();
    rerender(<ProductCell product={sonicare} />);
    expect(screen.queryByRole('button', { name: /^More actions for / })).not.toBeInTheDocument();
    rerender(
      <SlotsProvider registry={createSlotRegistry([compareFeature])}>
        <ProductCell product={{ ...sonicare, productDummyId: null }} />
      </SlotsProvider>,
    );
    expect(screen.queryByRole('button', { name: /^More actions for / })).not.toBeInTheDocument();
  });
  it('prints the product alone: nothing to click, neither the details button nor the actions', () => {
    render(
      <SlotsProvider registry={createSlotRegistry([compareFeature])}>
        <ProductCell product={sonicare} onProductDetails={vi.fn()} printed />
      </SlotsProvider>,
    );
    expect(screen.getByText(sonicare.name)).toBeInTheDocument();
    expect(screen.getByText('Philips · 8718951388383')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

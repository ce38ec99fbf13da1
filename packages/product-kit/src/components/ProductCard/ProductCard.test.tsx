import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_PRODUCTS } from '../../samples';
import { ProductCard } from './ProductCard';

const dove = SAMPLE_PRODUCTS.find((product) => product.brand === 'Dove')!;

// A feature of this test only: it offers an action on every product, without the product kit importing it.
const CompareAction = ({ productDummyId }: { productDummyId: string }) => <p>Comparing {productDummyId}</p>;
const compareFeature: AppFeature = {
  id: 'compare',
  routes: [],
  contributions: {
    'product.actions': [{ id: 'compare', label: 'Compare', load: async () => ({ default: CompareAction }) }],
  },
};

describe('ProductCard', () => {
  it('names the product, its brand, GTIN and where it is listed, with what the screen adds beneath', () => {
    render(
      <ProductCard product={{ ...dove, retailerCount: 5 }}>
        <p>Availability 88.6%</p>
      </ProductCard>,
    );
    const card = screen.getByRole('article', { name: 'Dove Original Shower Gel 250 ml' });
    expect(card).toHaveTextContent('Dove');
    expect(card).toHaveTextContent('GTIN 8710447281741');
    expect(card).toHaveTextContent('Listed at 5 retailers');
    expect(card).toHaveTextContent('Availability 88.6%');
  });

  it('says retailer for one, nothing without a count, and opens the details by dummy id', async () => {
    const onProductDetails = vi.fn();
    const { rerender } = render(
      <ProductCard product={{ ...dove, retailerCount: 1 }} onProductDetails={onProductDetails} />,
    );
    expect(screen.getByText('Listed at 1 retailer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View product details' }));
    expect(onProductDetails).toHaveBeenCalledWith('dummy-102');
    // The name opens them too, inside its tooltip.
    await userEvent.click(screen.getByRole('button', { name: dove.name }));
    expect(onProductDetails).toHaveBeenCalledTimes(2);
    expect(onProductDetails).toHaveBeenLastCalledWith('dummy-102');

    rerender(<ProductCard product={dove} />);
    expect(screen.queryByRole('button', { name: dove.name })).not.toBeInTheDocument();
    expect(screen.queryByText(/Listed at/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View product details' })).not.toBeInTheDocument();
  });

  it('offers the actions features contribute and runs the chosen one with the product’s dummy id', async () => {
    render(
      <SlotsProvider registry={createSlotRegistry([compareFeature])}>
        <ProductCard product={dove} />
      </SlotsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Dove Original Shower Gel 250 ml' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Compare' }));
    expect(await screen.findByText(`Comparing ${dove.productDummyId}`)).toBeInTheDocument();
  });

  it('shows no actions menu when no feature contributes, without a bound registry or a dummy id', () => {
    const { rerender } = render(
      <SlotsProvider registry={createSlotRegistry([])}>
        <ProductCard product={dove} />
      </SlotsProvider>,
    );
    expect(screen.queryByRole('button', { name: /^More actions for / })).not.toBeInTheDocument();
    rerender(<ProductCard product={dove} />);
    expect(screen.queryByRole('button', { name: /^More actions for / })).not.toBeInTheDocument();
    rerender(
      <SlotsProvider registry={createSlotRegistry([compareFeature])}>
        <ProductCard product={{ ...dove, productDummyId: null }} />
      </SlotsProvider>,
    );
    expect(screen.queryByRole('button', { name: /^More actions for / })).not.toBeInTheDocument();
  });
});

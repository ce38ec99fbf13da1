import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductActions } from './ProductActions';

// Two features of this test only, each offering an action on products through the `product.actions` slot.
const featureOffering = (id: string, label: string, order: number): AppFeature => ({
  id,
  routes: [],
  contributions: {
    'product.actions': [
      {
        id,
        label,
        order,
        load: async () => ({
          default: ({ productDummyId }: { productDummyId: string }) => (
            <p>
              {label} for {productDummyId}
            </p>
          ),
        }),
      },
    ],
  },
});
const registry = createSlotRegistry([
  featureOffering('watch', 'Watch this product', 20),
  featureOffering('task', 'Create a task', 10),
]);

describe('ProductActions', () => {
  it('lists the contributed actions in their order and runs the chosen one with the product’s id as text', async () => {
    render(
      <SlotsProvider registry={registry}>
        <ProductActions productDummyId={48213} productName="Coca-Cola Original 330 ml" />
      </SlotsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Coca-Cola Original 330 ml' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Create a task', 'Watch this product']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Watch this product' }));
    expect(await screen.findByText('Watch this product for 48213')).toBeInTheDocument();
  });

  it('shows nothing without a dummy id, without contributions or without bound slots', () => {
    const { rerender } = render(
      <SlotsProvider registry={registry}>
        <ProductActions productDummyId={null} productName="Coca-Cola Original 330 ml" />
      </SlotsProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <SlotsProvider registry={createSlotRegistry([])}>
        <ProductActions productDummyId={48213} productName="Coca-Cola Original 330 ml" />
      </SlotsProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ProductActions productDummyId={48213} productName="Coca-Cola Original 330 ml" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

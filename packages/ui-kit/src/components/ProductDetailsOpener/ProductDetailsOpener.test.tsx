import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductDetailsInfoButton } from '../ProductDetailsInfoButton';
import { ProductDetailsOpenerProvider, useProductDetailsOpener } from './ProductDetailsOpener';

function Row({ productDummyId }: { productDummyId: number }) {
  const open = useProductDetailsOpener();
  return (
    <p>
      Oat Milk 1 l
      {open && (
        <ProductDetailsInfoButton
          productDummyId={productDummyId}
          onClick={(id) => open({ productDummyId: id, dateFrom: '2026-11-01', dateTo: '2026-11-07' })}
        />
      )}
    </p>
  );
}

describe('ProductDetailsOpenerProvider', () => {
  it('offers nothing when no opener is bound', () => {
    render(<Row productDummyId={48213} />);
    expect(screen.getByText('Oat Milk 1 l')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View product details' })).toBeNull();
  });

  it('hands the bound opener to the screens below it', async () => {
    const opener = vi.fn();
    render(
      <ProductDetailsOpenerProvider opener={opener}>
        <Row productDummyId={48213} />
      </ProductDetailsOpenerProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'View product details' }));
    expect(opener).toHaveBeenCalledWith({ productDummyId: 48213, dateFrom: '2026-11-01', dateTo: '2026-11-07' });
  });

  it('can be unbound again below a bound one', () => {
    render(
      <ProductDetailsOpenerProvider opener={vi.fn()}>
        <ProductDetailsOpenerProvider opener={null}>
          <Row productDummyId={1} />
        </ProductDetailsOpenerProvider>
      </ProductDetailsOpenerProvider>,
    );
    expect(screen.queryByRole('button', { name: 'View product details' })).toBeNull();
  });
});

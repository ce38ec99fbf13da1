import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleProducts } from '../../testing/productsAdminSamples';
import { ProductsTable } from './ProductsTable';

const base = { products: sampleProducts, total: 137, page: 1, pageSize: 50, sort: 'name', order: 'asc' } as const;

describe('ProductsTable', () => {
  it('shows codes, tags, attributes, assortment and match status of each product, and the total', () => {
    render(<ProductsTable {...base} attributeNames={['RRP (EUR)']} onPage={vi.fn()} onSort={vi.fn()} />);
    const drill = screen.getByText('Cordless Drill 18 V').closest('tr')!;
    expect(within(drill).getByText('7311234567890, 7311234567906')).toBeInTheDocument();
    expect(within(drill).getByText('129.00')).toBeInTheDocument();
    expect(within(drill).getByText('Amazon UK, Hornbach')).toBeInTheDocument();
    expect(within(drill).getByText('Partly matched')).toBeInTheDocument();
    const shampoo = screen.getByText('Repair & Care Shampoo 250 ml').closest('tr')!;
    expect(within(shampoo).getByText('Hair care')).toBeInTheDocument();
    expect(screen.getByText(`${base.total} products`)).toBeInTheDocument();
  });

  it('shows each product’s picture, and the placeholder for one without', () => {
    render(<ProductsTable {...base} onPage={vi.fn()} onSort={vi.fn()} />);
    const drill = screen.getByText('Cordless Drill 18 V').closest('tr')!;
    expect(within(drill).getByRole('img', { name: 'Cordless Drill 18 V' })).toHaveAttribute(
      'src',
      sampleProducts[1]!.imageUrl,
    );
    const beans = screen.getByText('Espresso Beans Dark Roast 1 kg').closest('tr')!;
    expect(within(beans).getByRole('img', { name: 'Espresso Beans Dark Roast 1 kg' }).tagName).toBe('SPAN');
  });

  it('names up to two retailers of an assortment and counts the rest, all of them named in the hint', async () => {
    const retailers = ['dm Drogerie', 'Rossmann', 'Müller', 'Budni', 'Amazon DE'];
    const widelyListed = {
      ...sampleProducts[0]!,
      assortments: retailers.map((retailerName, index) => ({ retailerId: index + 1, retailerName, matched: true })),
    };
    render(<ProductsTable {...base} products={[widelyListed]} onPage={vi.fn()} onSort={vi.fn()} />);
    const summary = screen.getByText('dm Drogerie, Rossmann + 3 more');
    await userEvent.hover(summary);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(retailers.join(', '));
  });

  it('asks for another order when a sortable header is clicked', async () => {
    const onSort = vi.fn();
    render(<ProductsTable {...base} onPage={vi.fn()} onSort={onSort} />);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Match status' }));
    expect(onSort).toHaveBeenCalledWith('matchStatus', 'asc');
  });

  it('asks for the next page', async () => {
    const onPage = vi.fn();
    render(<ProductsTable {...base} onPage={onPage} onSort={vi.fn()} />);
    await userEvent.click(screen.getByTitle('2'));
    expect(onPage).toHaveBeenCalledWith(2, 50);
  });
});

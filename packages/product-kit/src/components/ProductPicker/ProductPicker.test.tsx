import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productChoicesOf } from '../../api/catalogueApi';
import { SAMPLE_PRODUCT_FILTER_ITEMS } from '../../samples';
import { ProductPicker, productMatches } from './ProductPicker';

const products = productChoicesOf(SAMPLE_PRODUCT_FILTER_ITEMS);

describe('productMatches', () => {
  it('matches a part of the name in any case or of the GTIN', () => {
    const creme = { label: 'NIVEA Creme 150 ml', gtin: '4005808890514' };
    expect(productMatches('creme', creme)).toBe(true);
    expect(productMatches(' 80889 ', creme)).toBe(true);
    expect(productMatches('shampoo', creme)).toBe(false);
    expect(productMatches('4005', { label: 'Own-label Cotton Buds', gtin: null })).toBe(false);
  });
});

describe('ProductPicker', () => {
  it('finds a product by its GTIN, shows the GTIN beside the name, and answers the picked id', async () => {
    const onChange = vi.fn();
    render(<ProductPicker aria-label="Product" products={products} onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Product' }), '8718951388383');
    const option = await screen.findByText('8718951388383');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByText('NIVEA Creme 150 ml')).not.toBeInTheDocument();
    await userEvent.click(option);
    expect(onChange.mock.calls[0]?.[0]).toBe(104);
  });

  it('finds products by a part of the name in multiple mode', async () => {
    const onChange = vi.fn();
    render(
      <ProductPicker aria-label="Products" mode="multiple" products={products} value={[101]} onChange={onChange} />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Products' }), 'shampoo');
    await userEvent.click(await screen.findByText("L'Oréal Elvital Color-Glanz Shampoo 300 ml"));
    expect(onChange.mock.calls[0]?.[0]).toEqual([101, 105]);
  });
});

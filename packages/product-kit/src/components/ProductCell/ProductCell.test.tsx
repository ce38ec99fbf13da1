import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_PRODUCTS } from '../../samples';
import { ProductCell } from './ProductCell';

const sonicare = SAMPLE_PRODUCTS.find((product) => product.brand === 'Philips')!;

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
    expect(container.querySelectorAll('.ant-typography')).toHaveLength(1);
  });
});

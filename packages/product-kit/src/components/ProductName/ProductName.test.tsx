import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductName } from './ProductName';

describe('ProductName', () => {
  it('opens the details by the dummy id when the name is clicked, and not the row around it', async () => {
    const onProductDetails = vi.fn();
    const onRowClick = vi.fn();
    render(
      <div onClick={onRowClick}>
        <ProductName name="NIVEA Creme 50 ml" productDummyId="dummy-7" onProductDetails={onProductDetails} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'NIVEA Creme 50 ml' }));
    expect(onProductDetails).toHaveBeenCalledWith('dummy-7');
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('is plain text without a handler or without a dummy id', () => {
    const { rerender } = render(<ProductName name="NIVEA Creme 50 ml" productDummyId="dummy-7" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('NIVEA Creme 50 ml').tagName).toBe('STRONG');
    rerender(<ProductName name="NIVEA Creme 50 ml" productDummyId={null} onProductDetails={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps its own look beside a class a tooltip adds', () => {
    render(
      <ProductName
        name="NIVEA Creme 50 ml"
        productDummyId="dummy-7"
        onProductDetails={vi.fn()}
        className="ant-tooltip-open"
      />,
    );
    expect(screen.getByRole('button', { name: 'NIVEA Creme 50 ml' })).toHaveClass(
      'product-kit-name-button',
      'ant-tooltip-open',
    );
  });
});

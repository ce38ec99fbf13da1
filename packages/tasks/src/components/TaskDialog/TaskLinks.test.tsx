import { renderWithProviders } from '@shelfsight/api-client/test-utils';
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
});

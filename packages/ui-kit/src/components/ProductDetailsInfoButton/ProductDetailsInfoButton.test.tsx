import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductDetailsInfoButton } from './ProductDetailsInfoButton';

describe('ProductDetailsInfoButton', () => {
  it('opens the details of the row product without clicking the row', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onRowClick = vi.fn();
    render(
      <div onClick={onRowClick}>
        <ProductDetailsInfoButton productDummyId={48213} onClick={onClick} />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'View product details' }));
    expect(onClick).toHaveBeenCalledWith(48213);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows its purpose in a tooltip', async () => {
    const user = userEvent.setup();
    render(<ProductDetailsInfoButton productDummyId="p-77" onClick={() => {}} />);
    await user.hover(screen.getByRole('button', { name: 'View product details' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('View product details');
  });

  it.each([null, undefined, ''])('renders nothing when the dummy id is %j', (productDummyId) => {
    const { container } = render(<ProductDetailsInfoButton productDummyId={productDummyId} onClick={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

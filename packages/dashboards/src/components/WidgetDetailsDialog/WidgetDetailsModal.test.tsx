import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePriceDetails, sampleRatingDetails } from '../../testing/sampleWidgetDetails';
import { WidgetDetailsModal } from './WidgetDetailsModal';

const noop = () => undefined;

describe('WidgetDetailsModal', () => {
  it('formats money in each row’s currency and asks the server for another page', async () => {
    const onPageChange = vi.fn();
    render(
      <WidgetDetailsModal
        answer={samplePriceDetails()}
        item={{ key: 'brand:3', label: 'NIVEA' }}
        onPageChange={onPageChange}
        onClose={noop}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '6 products' });
    expect(within(dialog).getByRole('columnheader', { name: 'Selling price' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('£9.50')).toHaveLength(1);
    await userEvent.click(within(dialog).getByTitle('2'));
    expect(onPageChange).toHaveBeenCalledWith(2, 10);
  });

  it('reads "No products found." when nothing is behind the item, and says so when loading failed', () => {
    const empty = sampleRatingDetails({ rows: [], totalRows: 0, productCount: 0, title: 'No products found.' });
    const { rerender } = render(<WidgetDetailsModal answer={empty} item={null} onPageChange={noop} onClose={noop} />);
    expect(screen.getByRole('dialog', { name: 'No products found.' })).toBeInTheDocument();
    rerender(
      <WidgetDetailsModal item={{ key: 'retailer:1', label: 'Tesco' }} failed onPageChange={noop} onClose={noop} />,
    );
    expect(screen.getByText('The products could not be loaded.')).toBeInTheDocument();
  });
});

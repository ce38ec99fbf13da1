import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RetailerSelectionCard, SELECTION_MARKERS } from './RetailerSelectionCard';

const filters = [
  { key: 'saved-21', description: 'Brands: Brewmaster', marker: null, count: 118 },
  { key: 'new-1', description: 'Categories: Kettles', marker: 'creating', count: 40 },
  { key: 'saved-22', description: 'Tags: Premium', marker: 'deleting', count: 22 },
] as const;

describe('RetailerSelectionCard', () => {
  it('shows the filters with their markers and counts, and the retailer count', () => {
    renderWithProviders(
      <RetailerSelectionCard
        retailerName="Kaufhalle"
        adding
        filters={filters}
        productCount={1312}
        onRemoveRetailer={vi.fn()}
        onRemoveFilter={vi.fn()}
      />,
    );
    expect(screen.getByText(SELECTION_MARKERS.adding)).toBeInTheDocument();
    expect(screen.getByLabelText('Products tracked at Kaufhalle')).toHaveTextContent('1,312 products');
    expect(screen.getByText('118 products')).toBeInTheDocument();
    expect(screen.getByText(SELECTION_MARKERS.creating)).toBeInTheDocument();
    expect(screen.getByText(SELECTION_MARKERS.deleting)).toBeInTheDocument();
    // A filter being deleted shows no count and cannot be removed again.
    expect(screen.queryByText('22 products')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove filter Tags: Premium' })).not.toBeInTheDocument();
  });

  it('removes a filter or the whole retailer', async () => {
    const onRemoveFilter = vi.fn();
    const onRemoveRetailer = vi.fn();
    const { user } = renderWithProviders(
      <RetailerSelectionCard
        retailerName="Kaufhalle"
        adding={false}
        filters={filters}
        productCount={null}
        onRemoveRetailer={onRemoveRetailer}
        onRemoveFilter={onRemoveFilter}
      />,
    );
    expect(screen.getByLabelText('Products tracked at Kaufhalle')).toHaveTextContent('…');
    await user.click(screen.getByRole('button', { name: 'Remove filter Brands: Brewmaster' }));
    expect(onRemoveFilter).toHaveBeenCalledWith('saved-21');
    await user.click(screen.getByRole('button', { name: 'Remove Kaufhalle' }));
    expect(onRemoveRetailer).toHaveBeenCalled();
  });
});

import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleBrands, sampleCategories, sampleTags } from '../../testing/selectionSamples';
import { SelectionFilterForm } from './SelectionFilterForm';

const props = () => ({
  retailerName: 'Kaufhalle',
  brands: sampleBrands,
  categories: sampleCategories,
  tags: sampleTags,
  onSearchBrands: vi.fn(),
  onSearchCategories: vi.fn(),
  onAdd: vi.fn(),
});

describe('SelectionFilterForm', () => {
  it('adds a filter of the chosen brands, categories and tags, then starts empty again', async () => {
    const handlers = props();
    const { user } = renderWithProviders(<SelectionFilterForm {...handlers} />);
    const add = screen.getByRole('button', { name: /Add filter/ });
    expect(add).toBeDisabled();
    await user.click(screen.getByLabelText('Brands at Kaufhalle'));
    await user.click(await screen.findByTitle('Kitchenly (84)'));
    await user.click(screen.getByLabelText('Tags at Kaufhalle'));
    await user.click(await screen.findByTitle('Premium'));
    await user.click(add);
    expect(handlers.onAdd).toHaveBeenCalledWith({ brands: [2], categories: [], tags: [12] });
    expect(add).toBeDisabled();
  });

  it('asks the server for brands as the user types', async () => {
    const handlers = props();
    const { user } = renderWithProviders(<SelectionFilterForm {...handlers} />);
    await user.type(screen.getByLabelText('Brands at Kaufhalle'), 'Va');
    expect(handlers.onSearchBrands).toHaveBeenLastCalledWith('Va');
    await user.type(screen.getByLabelText('Categories at Kaufhalle'), 'Ke');
    expect(handlers.onSearchCategories).toHaveBeenLastCalledWith('Ke');
  });
});

import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleFilters } from '../../testing/sampleData';
import { SavedFilterTable } from './SavedFilterTable';

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('SavedFilterTable', () => {
  it('shows owner, sharing and segments, with edit and delete only on owned filters', () => {
    renderWithProviders(<SavedFilterTable filters={sampleFilters} onEdit={vi.fn()} onDelete={vi.fn()} />);
    const own = within(rowOf('Nordic Philips'));
    expect(own.getByText('Me')).toBeInTheDocument();
    expect(own.getByText('1 user')).toBeInTheDocument();
    expect(own.getByText('Retailers 2 · Brands 1 · Countries 1')).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Edit Nordic Philips' })).toBeInTheDocument();
    const theirs = within(rowOf('Own brands everywhere'));
    expect(theirs.getByText('Paula Product')).toBeInTheDocument();
    expect(theirs.getByText('Everyone')).toBeInTheDocument();
    expect(theirs.queryByRole('button')).toBeNull();
  });

  it('deletes only after confirmation', async () => {
    const onDelete = vi.fn();
    const { user } = renderWithProviders(
      <SavedFilterTable filters={sampleFilters} onEdit={vi.fn()} onDelete={onDelete} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Draft' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(sampleFilters[2]);
  });

  it('offers no actions to read-only viewers', () => {
    renderWithProviders(<SavedFilterTable filters={sampleFilters} readOnly onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});

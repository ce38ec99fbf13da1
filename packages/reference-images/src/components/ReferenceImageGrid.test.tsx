import type { ReferenceImageGridChange } from '@shelfsight/contracts';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleGrid } from '../testing/sampleData';
import { ReferenceImageGrid } from './ReferenceImageGrid';

// The default set's main cell holds three images, each for other retailers of the set (as the editor makes them).
const extra = [503, 504].map((id) => ({ id, productId: 101, position: 1, src: `/files/${id}` }));
const grid = sampleGrid.map((set) => (set.isDefault ? { ...set, images: [...set.images, ...extra] } : set));

function renderGrid(positions = [1, 2, 3]) {
  const onChanges = vi.fn<(changes: ReferenceImageGridChange[]) => void>();
  const onRemoveColumn = vi.fn<(position: number) => void>();
  const view = renderWithProviders(
    <ReferenceImageGrid
      productId={101}
      sets={grid}
      positions={positions}
      readOnly={false}
      onChanges={onChanges}
      onOpenCell={() => {}}
      onEditSet={() => {}}
      onDeleteSet={() => {}}
      onRemoveColumn={onRemoveColumn}
    />,
    { preloadedState: { session: signedInSession() } },
  );
  return { ...view, onChanges, onRemoveColumn };
}

const cell = (name: string) => screen.getByRole('button', { name });
const next = () => screen.getByRole('button', { name: /^Next image in Default set, position 1/ });

function drop(target: HTMLElement) {
  const event = createEvent.drop(target);
  Object.assign(event, { ctrlKey: false, metaKey: false });
  fireEvent(target, event);
}

describe('ReferenceImageGrid', () => {
  it('shows one image of a cell holding several, and the next one on request, round to the first', async () => {
    const { user } = renderGrid();
    const main = cell('Default set, position 1');
    expect(within(main).getByTestId('image-501')).toBeInTheDocument();
    expect(next()).toHaveAccessibleName('Next image in Default set, position 1 (showing 1 of 3)');
    await user.click(next());
    expect(within(main).getByTestId('image-503')).toBeInTheDocument();
    expect(within(main).queryByTestId('image-501')).toBeNull();
    await user.click(next());
    await user.click(next());
    expect(within(main).getByTestId('image-501')).toBeInTheDocument();
    // A cell with one image has no such button.
    expect(screen.getAllByRole('button', { name: /^Next image/ })).toHaveLength(1);
  });

  it('drags the image the cell shows, not always the first', async () => {
    const { user, onChanges } = renderGrid();
    await user.click(next());
    fireEvent.dragStart(screen.getByTestId('image-503'));
    drop(cell('Default set, position 3'));
    expect(onChanges).toHaveBeenCalledWith([
      { set_id: 10, image_id: 503, position: 1, operation: 'remove', product_id: 101 },
      { set_id: 10, image_id: 503, position: 3, operation: 'add', product_id: 101 },
    ]);
  });

  it('picks up the image the cell shows with Space', async () => {
    const { user, onChanges } = renderGrid();
    await user.click(next());
    await user.click(next());
    cell('Default set, position 1').focus();
    await user.keyboard(' ');
    cell('Default set, position 3').focus();
    await user.keyboard(' ');
    expect(onChanges).toHaveBeenCalledWith([
      { set_id: 10, image_id: 504, position: 1, operation: 'remove', product_id: 101 },
      { set_id: 10, image_id: 504, position: 3, operation: 'add', product_id: 101 },
    ]);
  });

  it('offers to remove any column from its header, and the arrow keys step over a removed one', async () => {
    const { user, onRemoveColumn } = renderGrid([1, 3]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Set', '1', '3']);
    await user.click(screen.getByRole('button', { name: 'Remove column 3' }));
    expect(onRemoveColumn).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Remove column 1' }));
    expect(onRemoveColumn).toHaveBeenLastCalledWith(1);
    cell('Default set, position 1').focus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Default set, position 3')).toHaveFocus();
  });

  it('offers no column removal while one column is left', () => {
    renderGrid([1]);
    expect(screen.queryByRole('button', { name: /^Remove column/ })).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrossFilterChips } from './CrossFilterChips';

const tescoAndSonos = [
  { key: 'retailer:1', label: 'Tesco' },
  { key: 'brand:4', label: 'Sonos' },
];

function renderChips(items = tescoAndSonos, canUndo = false) {
  const handlers = { onRemove: vi.fn(), onClearAll: vi.fn(), onUndo: vi.fn() };
  const view = render(<CrossFilterChips items={items} canUndo={canUndo} {...handlers} />);
  return { ...handlers, ...view, user: userEvent.setup() };
}

describe('CrossFilterChips', () => {
  it('shows a chip per cross-filter, named by its dimension, and removes the one closed', async () => {
    const { onRemove, user } = renderChips();
    expect(screen.getByRole('group', { name: 'Cross-filters' })).toHaveTextContent('Retailer: Tesco');
    expect(screen.getByText('Brand: Sonos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Brand: Sonos' }));
    expect(onRemove).toHaveBeenCalledWith('brand:4');
    // The chip stays until the state drops it.
    expect(screen.getByText('Brand: Sonos')).toBeInTheDocument();
  });

  it('offers Clear all only for more than one chip', async () => {
    const { onClearAll, user, rerender } = renderChips();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    rerender(
      <CrossFilterChips
        items={tescoAndSonos.slice(0, 1)}
        canUndo={false}
        onRemove={vi.fn()}
        onClearAll={vi.fn()}
        onUndo={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('keeps Undo after the last chip is cleared, and shows nothing when there is nothing to undo', async () => {
    const { onUndo, user, rerender } = renderChips([], true);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    rerender(<CrossFilterChips items={[]} canUndo={false} onRemove={vi.fn()} onClearAll={vi.fn()} onUndo={vi.fn()} />);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

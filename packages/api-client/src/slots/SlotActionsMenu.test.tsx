import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AppFeature } from '../feature';
import { SlotActionsMenu } from './SlotActionsMenu';
import { createSlotRegistry } from './slotRegistry';
import { SlotsProvider } from './SlotsProvider';

const started = vi.fn();
// Each mount is one run of the action, as a contributed dialog opens when mounted.
function Pin({ widgetId, dashboardId }: { widgetId: number; dashboardId: number }) {
  useEffect(() => started(widgetId, dashboardId), [widgetId, dashboardId]);
  return <p>Pinning {widgetId}</p>;
}
const pins: AppFeature = {
  id: 'pins',
  routes: [],
  contributions: {
    'widgetCard.actions': [
      { id: 'share', label: 'Share', order: 20, load: async () => ({ default: () => <p>Sharing</p> }) },
      { id: 'pin', label: 'Pin', order: 10, load: async () => ({ default: Pin }) },
    ],
  },
};

const menu = (
  <SlotActionsMenu slot="widgetCard.actions" props={{ widgetId: 13, dashboardId: 5 }}>
    <button type="button">More</button>
  </SlotActionsMenu>
);

describe('SlotActionsMenu', () => {
  it('lists the labels in order and mounts the chosen action afresh with the props, each time it is chosen', async () => {
    const user = userEvent.setup();
    render(<SlotsProvider registry={createSlotRegistry([pins])}>{menu}</SlotsProvider>);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Pin', 'Share']);
    await user.click(screen.getByRole('menuitem', { name: 'Pin' }));
    expect(await screen.findByText('Pinning 13')).toBeInTheDocument();
    expect(started).toHaveBeenLastCalledWith(13, 5);

    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pin' }));
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(2));
  });

  it('keeps its clicks from the clickable row it sits in', async () => {
    const user = userEvent.setup();
    const rowClicked = vi.fn();
    render(
      <SlotsProvider registry={createSlotRegistry([pins])}>
        <div onClick={rowClicked}>{menu}</div>
      </SlotsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share' }));
    expect(await screen.findByText('Sharing')).toBeInTheDocument();
    expect(rowClicked).not.toHaveBeenCalled();
  });

  it('renders not even its trigger while no feature contributes, or with no registry bound', () => {
    const { rerender } = render(<SlotsProvider registry={createSlotRegistry([])}>{menu}</SlotsProvider>);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    rerender(menu);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });
});

import { createSlotRegistry, SlotActionsMenu, SlotsProvider } from '@shelfsight/api-client';
import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tasksFeature } from '../feature';
import { selectTaskDialog } from '../state/tasksSlice';
import { productIdOf } from './openTaskCreate';

const registry = createSlotRegistry([tasksFeature]);

/** Stand-ins for the hosts: the product details dialog's and a widget card's "more" menus, as they mount them. */
const productDetailsActions = (productDummyId: string) => (
  <SlotsProvider registry={registry}>
    <SlotActionsMenu slot="product.actions" props={{ productDummyId }}>
      <button type="button">Product actions</button>
    </SlotActionsMenu>
  </SlotsProvider>
);
const widgetCardActions = (
  <SlotsProvider registry={registry}>
    <SlotActionsMenu slot="widgetCard.actions" props={{ widgetId: 31, dashboardId: 4 }}>
      <button type="button">Widget actions</button>
    </SlotActionsMenu>
  </SlotsProvider>
);

describe("the 'Create task' actions", () => {
  it('are offered on products and widget cards, labelled Create task', () => {
    expect(registry.contributions('product.actions').map((action) => action.label)).toEqual(['Create task']);
    expect(registry.contributions('widgetCard.actions').map((action) => action.label)).toEqual(['Create task']);
  });

  it('open the create dialog linked to the product of the details dialog', async () => {
    const { store, user } = renderWithProviders(productDetailsActions('4711'));
    expect(selectTaskDialog(store.getState())).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Product actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create task' }));
    await waitFor(() =>
      expect(selectTaskDialog(store.getState())).toEqual({ kind: 'create', link: { productId: 4711 } }),
    );
  });

  it('open the create dialog linked to the widget of the card', async () => {
    const { store, user } = renderWithProviders(widgetCardActions);
    await user.click(screen.getByRole('button', { name: 'Widget actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create task' }));
    await waitFor(() => expect(selectTaskDialog(store.getState())).toEqual({ kind: 'create', link: { widgetId: 31 } }));
  });

  it('open an unlinked create dialog for a product id the tasks API cannot take', async () => {
    const { store, user } = renderWithProviders(productDetailsActions('A-77'));
    await user.click(screen.getByRole('button', { name: 'Product actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create task' }));
    await waitFor(() => expect(selectTaskDialog(store.getState())).toEqual({ kind: 'create' }));
  });
});

describe('productIdOf', () => {
  it('takes whole positive ids within the id column, as text or number', () => {
    expect(productIdOf('4711')).toBe(4711);
    expect(productIdOf(12)).toBe(12);
    for (const id of ['0', '-3', '4.5', 'A-77', '2147483648', '']) expect(productIdOf(id), id).toBeUndefined();
  });
});

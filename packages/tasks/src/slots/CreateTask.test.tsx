import { createSlotRegistry, SlotActionsMenu, SlotsProvider } from '@shelfsight/api-client';
import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { taskDialogOf, taskDialogParams } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tasksFeature } from '../feature';
import { productIdOf } from './openTaskCreate';

const registry = createSlotRegistry([tasksFeature]);

/** The task dialog the address asks for, as the main layout's overlay reads it, and its closing. */
function TaskDialogRequested() {
  const { search } = useLocation();
  const [, setSearch] = useSearchParams();
  const close = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const name of Object.values(taskDialogParams)) next.delete(name);
      return next;
    });
  return (
    <>
      <output aria-label="task dialog">{JSON.stringify(taskDialogOf(new URLSearchParams(search)))}</output>
      <button type="button" onClick={close}>
        Close task dialog
      </button>
    </>
  );
}
/** The address, path and search, as the router holds it. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}
const requested = () => JSON.parse(screen.getByLabelText('task dialog').textContent ?? 'null') as unknown;

/** Stand-ins for the hosts: the product details dialog's and a widget card's "more" menus, as they mount them. */
const productDetailsActions = (productDummyId: string) => (
  <SlotsProvider registry={registry}>
    <SlotActionsMenu slot="product.actions" props={{ productDummyId }}>
      <button type="button">Product actions</button>
    </SlotActionsMenu>
    <TaskDialogRequested />
  </SlotsProvider>
);
const widgetCardActions = (
  <SlotsProvider registry={registry}>
    <SlotActionsMenu slot="widgetCard.actions" props={{ widgetId: 31, dashboardId: 4 }}>
      <button type="button">Widget actions</button>
    </SlotActionsMenu>
    <TaskDialogRequested />
  </SlotsProvider>
);

describe("the 'Create task' actions", () => {
  it('are offered on products and widget cards, labelled Create task', () => {
    expect(registry.contributions('product.actions').map((action) => action.label)).toEqual([
      'Create task',
      'Show its tasks',
    ]);
    expect(registry.contributions('widgetCard.actions').map((action) => action.label)).toEqual(['Create task']);
  });

  it('open the create dialog linked to the product of the details dialog', async () => {
    const { user } = renderWithProviders(productDetailsActions('4711'), { route: '/?product=4711' });
    expect(requested()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Product actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create task' }));
    await waitFor(() => expect(requested()).toEqual({ kind: 'create', link: { productId: 4711 } }));
  });

  it('open the create dialog linked to the widget of the card', async () => {
    const { user } = renderWithProviders(widgetCardActions);
    await user.click(screen.getByRole('button', { name: 'Widget actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create task' }));
    await waitFor(() => expect(requested()).toEqual({ kind: 'create', link: { widgetId: 31 } }));
  });

  it('leave the create dialog closed once it is closed, and open it again when chosen again', async () => {
    const { user } = renderWithProviders(productDetailsActions('4711'), { route: '/?product=4711' });
    const chooseCreateTask = async () => {
      await user.click(screen.getByRole('button', { name: 'Product actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Create task' }));
    };
    await chooseCreateTask();
    await waitFor(() => expect(requested()).toEqual({ kind: 'create', link: { productId: 4711 } }));
    await user.click(screen.getByRole('button', { name: 'Close task dialog' }));
    await waitFor(() => expect(requested()).toBeNull());
    // The action's component stays mounted beside the menu; another change of the address does not reopen it.
    await user.click(screen.getByRole('button', { name: 'Close task dialog' }));
    expect(requested()).toBeNull();
    await chooseCreateTask();
    await waitFor(() => expect(requested()).toEqual({ kind: 'create', link: { productId: 4711 } }));
  });

  it('open an unlinked create dialog for a product id the tasks API cannot take', async () => {
    const { user } = renderWithProviders(productDetailsActions('A-77'));
    await user.click(screen.getByRole('button', { name: 'Product actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create task' }));
    await waitFor(() => expect(requested()).toEqual({ kind: 'create' }));
  });
});

describe("the product's 'Show its tasks' action", () => {
  it('goes to the task list narrowed to the tasks about the product, leaving its details', async () => {
    const { user } = renderWithProviders(
      <>
        {productDetailsActions('4711')}
        <Where />
      </>,
      { route: '/dashboards/?product=4711' },
    );
    await user.click(screen.getByRole('button', { name: 'Product actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show its tasks' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/tasks/?aboutProduct=4711'));
  });
});

describe('productIdOf', () => {
  it('takes whole positive ids within the id column, as text or number', () => {
    expect(productIdOf('4711')).toBe(4711);
    expect(productIdOf(12)).toBe(12);
    for (const id of ['0', '-3', '4.5', 'A-77', '2147483648', '']) expect(productIdOf(id), id).toBeUndefined();
  });
});
